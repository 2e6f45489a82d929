import { formatDateOfBirth, formatVisitDate } from '@optolight/domain';

/* Every date and amount a person reads goes through here (docs/decisions.md#dates: MM/DD/YYYY, long
 * visit dates, US English), so no screen invents its own format. */

/* The fixed US English forms below are written out rather than asked of Intl: setting up the
 * browser's number and date formatters took 20–40 ms each on a tablet's first page (the
 * dashboard shows a count, a price, a date and a joined month), a long task on a slow phone. */
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const monthName = (index: number): string => months[index] ?? '';
/** '-' before any negative amount, even one that rounds to nothing, as Intl writes it. */
const sign = (n: number): string => (n < 0 || Object.is(n, -0) ? '-' : '');
const pad2 = (n: number): string => String(n).padStart(2, '0');
/** '1,234,567': digits with every thousand marked. */
const grouped = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Made on first use: building a formatter loads the locale's data (see above). */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
const timeOf = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }),
);
const calendarDate = /^\d{4}-\d{2}-\d{2}$/;
const timestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Visit dates: 'Thursday, March 5, 2026'. */
export { formatVisitDate };

/** US dollars, e.g. '$20.20' (docs/product.md#plans-and-payment). */
export function formatMoney(amount: number): string {
  // Rounded half away from zero on the amount as written ('1.005' to '1.01'), as Intl does; an
  // amount JavaScript writes with an exponent ('1e-7') is rounded as the number it is.
  const written = String(Math.abs(amount));
  const cents = Math.round(written.includes('e') ? Math.abs(amount) * 100 : Number(`${written}e2`));
  const [whole = '0', part = '00'] = (cents / 100).toFixed(2).split('.');
  return `${sign(amount)}$${grouped(whole)}.${part}`;
}

/** True for what a form stores as a date: a calendar day or an ISO timestamp. */
export function isDateText(value: string): boolean {
  return calendarDate.test(value) || (timestamp.test(value) && !Number.isNaN(Date.parse(value)));
}

/** '03/05/2026'. A calendar day reads as stored; a timestamp on this device's calendar. '' for
 * an unreadable value. */
export function formatDate(value: string): string {
  const v = value.trim();
  if (calendarDate.test(v)) return formatDateOfBirth(v);
  const d = new Date(v);
  return v === '' || Number.isNaN(d.getTime()) ? '' : dayOfDate(d);
}

/** '03/05/2026' on this device's calendar. */
const dayOfDate = (d: Date): string =>
  `${pad2(d.getMonth() + 1)}/${pad2(d.getDate())}/${String(d.getFullYear())}`;

/** A stored day ('2026-11-27') as 'Nov 27, 2026': short enough for a phone's line. '' for ''. */
export function formatShortDate(iso: string): string {
  if (!iso) return '';
  const [year = '', month = '', day = ''] = iso.slice(0, 10).split('-');
  return `${monthName(Number(month) - 1).slice(0, 3)} ${String(Number(day))}, ${year}`;
}

/** Today on this device's calendar, as a stored day ('2026-03-05'). */
export function todayIso(now: Date = new Date()): string {
  return `${String(now.getFullYear())}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
}

/** '03/05/2026 at 10:42 AM', or 'today at 10:42 AM'. */
export function formatDateTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const day = d.toDateString() === now.toDateString() ? 'today' : dayOfDate(d);
  return `${day} at ${timeOf().format(d)}`;
}

/** 'on 03/04/2026 at 10:05 PM', or 'today at 10:42 AM' (never 'on today'), to follow a verb:
 * 'Signed by Ana Ruiz today at 10:42 AM'. */
export function onDateTime(iso: string, now = new Date()): string {
  const when = formatDateTime(iso, now);
  return when.startsWith('today') || !when ? when : `on ${when}`;
}

/** 'Joined March 2026' on the profile card. */
export function formatJoined(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : `Joined ${monthName(d.getMonth())} ${String(d.getFullYear())}`;
}

/** '1,500': a whole count with its thousands marked, as every count a person reads is. */
export const formatCount = (n: number): string =>
  `${sign(n)}${grouped(Math.abs(Math.round(n)).toFixed(0))}`;

/** '1 visit', '14 findings': a count and its noun, which takes an s unless the count is one. */
export const countOf = (n: number, noun: string): string =>
  `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;

/** A file's size as a person reads it: '840 kB', '18.4 MB'. */
export function formatBytes(n: number): string {
  if (n < 1_000_000) return `${formatCount(Math.ceil(n / 1000))} kB`;
  return `${(n / 1_000_000).toFixed(1)} MB`;
}
