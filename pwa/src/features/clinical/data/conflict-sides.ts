import { valueAt, withValueAt } from '@optolight/domain';
import type { ConflictSide } from '@optolight/contract';
import type { LocalConflict } from '../../../db/schema';
import { formatDateTime, isDateText } from '../../../lib/format';
import { parseConflictSection, type ConflictSection } from './conflict-section';

/** Which value of a field is this device's and which the other's, and where each came from. */
export interface FieldSides {
  path: string;
  yours: unknown;
  other: unknown;
}

/** The conflict's `mine` is the value of the device whose save met it: on that device it is
 * 'yours'; on any other device the kept value ('theirs') is. */
function isRaisedHere(c: LocalConflict, deviceId: string | null): boolean {
  return deviceId !== null && c.deviceId === deviceId;
}

export function fieldSides(c: LocalConflict, deviceId: string | null): FieldSides[] {
  const here = isRaisedHere(c, deviceId);
  return c.fields.map((f) => ({
    path: f.path,
    yours: here ? f.mine : f.theirs,
    other: here ? f.theirs : f.mine,
  }));
}

/** 'Chrome on iPad (Grace Okafor), today at 10:42 AM': which device, whose, wrote the other
 * value, and when. */
export function otherSideText(
  c: LocalConflict,
  deviceId: string | null,
  /** The signed-in member: their own other device is not named with their name. */
  memberId?: string,
): string {
  const here = isRaisedHere(c, deviceId);
  const side: ConflictSide | undefined = here ? c.sides?.theirs : c.sides?.mine;
  // Older conflicts say only when the clash was found, and which device found it.
  const at = side?.at ?? c.createdAt;
  const who = !side
    ? 'Another device'
    : side.deviceId === null
      ? 'Another app (through the web API)'
      : side.deviceId === deviceId
        ? 'This tablet, earlier'
        : (side.deviceName ?? 'Another device');
  // Another member's device names the member: two clinicians editing one note see who.
  const whose =
    side?.memberName && side.deviceId !== deviceId && side.memberId !== memberId
      ? ` (${side.memberName})`
      : '';
  return `${who}${whose}, ${formatDateTime(at)}`;
}

/** The form shows this device's values where a conflict is open (the other's are in the
 * notice above it). */
export function withYours(stored: unknown, sides: readonly FieldSides[]): unknown {
  return sides.reduce<unknown>((acc, f) => withValueAt(acc, f.path, f.yours), stored ?? {});
}

/** Both texts, one after the other: offered only for free text, where the section still
 * accepts the joined text (not for options, dates or short names). */
export function bothTexts(section: ConflictSection, stored: unknown, f: FieldSides): string | null {
  const { yours, other } = f;
  if (typeof yours !== 'string' || typeof other !== 'string') return null;
  if (!yours.trim() || !other.trim() || isDateText(yours) || isDateText(other)) return null;
  const joined = `${yours.trim()} / ${other.trim()}`;
  const data = withValueAt(stored ?? {}, f.path, joined);
  const parsed = parseConflictSection(section, data);
  return parsed.success && valueAt(parsed.data, f.path) === joined ? joined : null;
}
