/**
 * Build-time stand-in for `@date-fns/tz` in the embed bundle (see vite.config.ts).
 *
 * react-day-picker imports `TZDate` statically but only constructs one when its
 * `timeZone` prop is set, which the widgets' `DatePicker` never does: the search
 * works on calendar days in the visitor's own zone. Replacing the module saves
 * about 1.6 KiB gzip of the lazy calendar chunk. Should a future change pass a
 * `timeZone`, this throws at once with a message saying why, rather than
 * computing wrong dates.
 *
 * @internal
 * @module
 */

// Short: it ships in the calendar chunk (this file's header says the rest).
const MESSAGE =
  'Time zones are not available in the VolunteerKit embed: the date picker must not be given a `timeZone`.';

/** Throws: time-zoned dates are not part of the embed build. */
export class TZDate extends Date {
  constructor(...args: unknown[]) {
    super();
    void args;
    throw new Error(MESSAGE);
  }

  /** Throws: time-zoned dates are not part of the embed build. */
  static tz(): never {
    throw new Error(MESSAGE);
  }
}
