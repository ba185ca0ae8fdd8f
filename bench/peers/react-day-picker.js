// Peer: react-day-picker with date-fns, one month, single date (react external).
import { createElement as h } from 'react';
import { DayPicker } from 'react-day-picker';
import { addDays, format } from 'date-fns';

export const Picker = ({ selected, onSelect }) =>
  h(DayPicker, {
    mode: 'single',
    selected,
    onSelect,
    weekStartsOn: 0,
    disabled: { before: addDays(new Date(), 1) },
    footer: selected ? format(selected, 'dd/MM/yyyy') : null,
  });
