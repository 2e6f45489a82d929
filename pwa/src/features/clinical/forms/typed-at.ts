import { formatDateTime } from '../../../lib/format';

/** "today at 10:42 AM", "on 11/23/2026 at 10:42 AM" before (the app's one date format). */
export function formatTypedAt(iso: string, now = new Date()): string {
  const when = formatDateTime(iso, now);
  return when.startsWith('today') ? when : `on ${when}`;
}
