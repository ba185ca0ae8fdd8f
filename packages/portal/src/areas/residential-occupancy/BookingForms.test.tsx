import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NewBookingForm } from './BookingForms.js';
import type { OccupancyData } from './useOccupancy.js';

const data: OccupancyData = {
  rooms: [{ id: '1', name: 'Bothy' }],
  bookings: [],
  unavailable: [],
  changeoverDays: [],
  cancelReasons: [],
};

function open() {
  const onSubmit = vi.fn(() => Promise.resolve());
  render(
    <NewBookingForm
      data={data}
      defaults={{ roomId: '1', day: '2026-11-05' }}
      onSubmit={onSubmit}
    />,
  );
  fireEvent.change(screen.getByRole('textbox', { name: 'Guest' }), { target: { value: 'Ann' } });
  return onSubmit;
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const book = () => fireEvent.click(screen.getByRole('button', { name: 'Book room' }));

describe('NewBookingForm days', () => {
  it('starts from the chosen day, day first, and books days typed day first', async () => {
    const onSubmit = open();
    expect(field('Arrival').value).toBe('05/11/2026');
    expect(field('Departure').value).toBe('06/11/2026');
    fireEvent.change(field('Departure'), { target: { value: '8/11/2026' } });
    book();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        roomId: '1',
        startsOn: '2026-11-05',
        endsOn: '2026-11-08',
        guest: 'Ann',
      }),
    );
  });

  it('refuses an impossible departure beside the field and books nothing', () => {
    const onSubmit = open();
    fireEvent.change(field('Departure'), { target: { value: '31/11/2026' } });
    book();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(/Enter a day as dd\/mm\/yyyy/)).toBeTruthy();
    expect(field('Departure').getAttribute('aria-invalid')).toBe('true');
  });
});
