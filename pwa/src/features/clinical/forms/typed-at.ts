/** "at 10:42" today, "on 11/23/2026 at 10:42" before (US dates, as the rest of the app). */
export function formatTypedAt(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (at.toDateString() === now.toDateString()) return `at ${time}`;
  const day = at.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
  return `on ${day} at ${time}`;
}
