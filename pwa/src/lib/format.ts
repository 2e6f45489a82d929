const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** US dollars, e.g. '$20.20' (spec §9: currency USD). */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

/** 'March 5, 2026'; '' for an unreadable value. */
export function formatLongDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : longDate.format(d);
}

/** 'Joined March 2026' on the profile card. */
export function formatJoined(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `Joined ${monthYear.format(d)}`;
}
