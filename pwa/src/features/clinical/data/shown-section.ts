import type { SectionName } from '@optolight/domain';
import { fieldSides, withYours } from './conflict-sides';
import { useDeviceId } from './device-id';
import { useOpenConflicts, type StoredSection } from './records';

export interface ShownSection {
  /** What the form opens with: the stored section, with this device's values where a
   * conflict is open (the notice above the form holds the other device's). */
  raw: unknown;
  /** Changes when a conflict opens or is settled, so the form opens again on the new content. */
  key: string;
}

/** undefined while loading. */
export function useShownSection(
  recordId: string | null,
  name: SectionName,
  stored: StoredSection | undefined,
): ShownSection | undefined {
  const conflicts = useOpenConflicts(recordId, name);
  const deviceId = useDeviceId();
  if (!stored || (conflicts.length > 0 && deviceId === undefined)) return undefined;
  const sides = conflicts.flatMap((c) => fieldSides(c, deviceId ?? null));
  return {
    raw: sides.length ? withYours(stored.raw, sides) : stored.raw,
    key: conflicts.map((c) => c.id).join(','),
  };
}
