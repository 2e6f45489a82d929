import {
  readSectionLeniently,
  storedValueText,
  type SectionName,
  type SectionValue,
  type UnreadableField,
} from '@optolight/domain';
import type { Block } from '../model';

/** Per-eye values print right eye (OD) first, as the eye tables do, named as they name them. */
const eyes = [
  { key: 'rightObservation', label: 'Right eye (OD)' },
  { key: 'leftObservation', label: 'Left eye (OS)' },
] as const;
const eyeRank = (f: UnreadableField) => eyes.findIndex((e) => e.key === f.path[0]);

function labelOf(f: UnreadableField): string {
  const eye = eyes.find((e) => e.key === f.path[0]);
  if (!eye) return f.label;
  const [, ...rest] = f.label.split(' › ');
  return [eye.label, ...rest].join(' › ');
}

/** Stored values today's schema cannot read, printed as they are rather than left out. */
function unreadableBlocks(fields: UnreadableField[]): Block[] {
  if (!fields.length) return [];
  // Stable: other fields keep their stored order, and each eye its own.
  const ordered = [...fields].sort((a, b) => eyeRank(a) - eyeRank(b));
  return [
    {
      type: 'fields',
      caption: 'Stored in a form this version does not show',
      fields: ordered.map((f) => ({ label: labelOf(f), value: storedValueText(f.raw) })),
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
