import { isRealDate } from './primitives';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Date of birth for display, MM/DD/YYYY (docs/decisions.md#dates). '' for an empty or malformed
 * value. */
export function formatDateOfBirth(value: string): string {
  const m = isoDate.exec(value.trim());
  if (!m || !isRealDate(m[0])) return '';
  const [, year, month, day] = m;
  return `${month ?? ''}/${day ?? ''}/${year ?? ''}`;
}

const longDates = new Map<string, Intl.DateTimeFormat>();
/** One formatter per time zone, made on first use: making one costs a few milliseconds, and a
 * visits table formats a date per row. */
function longDate(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let made = longDates.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone,
    });
    longDates.set(key, made);
  }
  return made;
}

/** Visit date for display, e.g. 'Thursday, March 5, 2026'. Accepts a calendar date (shown as is,
 * in any time zone) or a timestamp (shown in `timeZone`, default the viewer's). '' when empty or
 * unreadable. */
export function formatVisitDate(value: string, timeZone?: string): string {
  const v = value.trim();
  if (v === '') return '';
  if (isoDate.test(v)) {
    return isRealDate(v) ? longDate('UTC').format(new Date(`${v}T12:00:00Z`)) : '';
  }
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? '' : longDate(timeZone).format(d);
}

/** Age in whole years on `today` (local calendar), or null for an empty or malformed date. A
 * 29 February birthday counts from 1 March in common years. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const m = isoDate.exec(dateOfBirth.trim());
  if (!m || !isRealDate(m[0])) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0);
}
