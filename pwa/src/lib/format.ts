import { formatDateOfBirth, formatVisitDate } from '@optolight/domain';

/* Every date and amount a person reads goes through here (docs/decisions.md#dates: MM/DD/YYYY, long
 * visit dates, US English), so no screen invents its own format. */

/** Made on first use: building a formatter loads the locale's data, a long task on a slow
 * phone, and the sign-in pages load this file but format nothing. */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
const money = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
);
const whole = onFirstUse(() => new Intl.NumberFormat('en-US'));
const monthYear = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }),
);
const dayOf = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' }),
);
const timeOf = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }),
);
const calendarDate = /^\d{4}-\d{2}-\d{2}$/;
const timestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Visit dates: 'Thursday, March 5, 2026'. */
export { formatVisitDate };

/** US dollars, e.g. '$20.20' (docs/product.md#plans-and-payment). */
export function formatMoney(amount: number): string {
  return money().format(amount);
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
  return v === '' || Number.isNaN(d.getTime()) ? '' : dayOf().format(d);
}

/** Today on this device's calendar, as a stored day ('2026-03-05'). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** '03/05/2026 at 10:42 AM', or 'today at 10:42 AM'. */
export function formatDateTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const day = d.toDateString() === now.toDateString() ? 'today' : dayOf().format(d);
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
  return Number.isNaN(d.getTime()) ? '' : `Joined ${monthYear().format(d)}`;
}

/** '1,500': a count with its thousands marked, as every count a person reads is. */
export const formatCount = (n: number): string => whole().format(n);

/** '1 visit', '14 findings': a count and its noun, which takes an s unless the count is one. */
export const countOf = (n: number, noun: string): string =>
  `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;

/** A file's size as a person reads it: '840 kB', '18.4 MB'. */
export function formatBytes(n: number): string {
  if (n < 1_000_000) return `${formatCount(Math.ceil(n / 1000))} kB`;
  return `${(n / 1_000_000).toFixed(1)} MB`;
}
