import {
  readSectionLeniently,
  storedValueText,
  type SectionName,
  type SectionValue,
  type UnreadableField,
} from '@optolight/domain';
import type { Block } from '../model';

/** Stored values today's schema cannot read, printed as they are rather than left out. */
function unreadableBlocks(fields: UnreadableField[]): Block[] {
  if (!fields.length) return [];
  return [
    {
      type: 'fields',
      caption: 'Stored in a form this version does not show',
      fields: fields.map((f) => ({ label: f.label, value: storedValueText(f.raw) })),
    },
  ];
}

/**
 * A stored section's blocks: what fits today's schema through `build`, then what does not as
 * plain text. A row from an older or newer app version prints everything it holds.
 */
export function storedBlocks<N extends SectionName>(
  name: N,
  raw: unknown,
  build: (value: SectionValue<N>) => Block[],
): Block[] {
  const { value, unreadable } = readSectionLeniently(name, raw);
  return [...build(value), ...unreadableBlocks(unreadable)];
}
