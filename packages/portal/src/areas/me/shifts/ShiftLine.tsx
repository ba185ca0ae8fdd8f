import type { ReactNode } from 'react';
import { useDateSettings } from '../../../app/hooks.js';
import { useMyText } from '../useMyText.js';
import { formatDateTime, formatTime } from '../when.js';
import type { MyShift } from './shifts.js';
import { WorkNeeds } from './WorkNeeds.js';

/** One shift as a list item: title, when, where, team and what to bring, then its controls. */
export function ShiftLine({
  shift,
  team,
  children,
  extra,
  done = false,
}: {
  shift: MyShift;
  /** A past shift: what to bring is no longer shown. */
  done?: boolean;
  team: string;
  children?: ReactNode;
  extra?: ReactNode;
}) {
  const settings = useDateSettings();
  const { text, fill } = useMyText();
  return (
    <li className="vkm-shift" data-shift={shift.id}>
      <div className="vkm-shift-main">
        <h3 className="vkm-shift-title">{shift.title}</h3>
        <p className="vkm-shift-when">
          <time dateTime={shift.start}>{formatDateTime(shift.start, settings, text)}</time>
          {'–'}
          <time dateTime={shift.end}>{formatTime(shift.end, settings)}</time>
        </p>
        <p className="vkm-shift-where">{[shift.location, team].filter(Boolean).join(' · ')}</p>
        {shift.whatToBring && !done ? (
          <p className="vkm-shift-bring">{fill(text.bring, { what: shift.whatToBring })}</p>
        ) : null}
        {done ? null : <WorkNeeds needs={shift.needs} label={shift.title} />}
        {extra}
      </div>
      {children ? <div className="vkm-shift-actions">{children}</div> : null}
    </li>
  );
}
