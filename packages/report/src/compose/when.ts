/** 'November 3, 2026' and '2:05 PM EST' of a timestamp in the report's time zone; both '' when
 * it cannot be read. The zone is its short name, as a reader of a US chart expects it. */
export function dateAndTime(at: string | Date, timeZone: string): { date: string; time: string } {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return { date: '', time: '' };
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(d);
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(d);
  return { date, time };
}

/** 'November 3, 2026 at 2:05 PM EST'. */
export function dateAtTime(at: string | Date, timeZone: string): string {
  const { date, time } = dateAndTime(at, timeZone);
  return date && `${date} at ${time}`;
}
