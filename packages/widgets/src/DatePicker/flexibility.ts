import { formatMessage, type ResidentialMessages } from '../messages/residential.js';

/** The flexibility choices of spec 2.6 (days). */
export const FLEXIBILITY_OPTIONS: readonly number[] = [7, 14, 30, 90];

/** The text of a flexibility choice (`messages.flexibilityDays`; 30 and 90 days have their own). */
export function flexibilityLabel(
  days: number,
  messages: Pick<ResidentialMessages, 'flexibilityDays' | 'flexibility30' | 'flexibility90'>,
  locale?: string,
): string {
  if (days === 30) return messages.flexibility30;
  if (days === 90) return messages.flexibility90;
  return formatMessage(messages.flexibilityDays, { days }, locale, days);
}

/** The choices of a flexibility select: `options`, after the current value when it is not one of them. */
export function flexibilityChoices(value: number, options: readonly number[]): readonly number[] {
  return options.includes(value) ? options : [value, ...options];
}
