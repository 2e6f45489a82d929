import { byInstant } from '@optolight/domain';
import { signerWithNpi, type Addendum, type Signature, type Signer } from '@optolight/contract';
import type { Block, ClosingPart } from '../model';
import { text } from './values';
import { dateAtTime } from './when';

/** Printed on every page of a record nobody has signed (docs/product.md#signed-records). */
export const draftMark = 'DRAFT — not signed';

export function signedLine(by: Signer, at: string, timeZone: string): string {
  const when = dateAtTime(at, timeZone);
  return `Electronically signed by ${signerWithNpi(by)}${when && ` on ${when}`}`;
}

/** Until it is signed, a record ends on a line to sign on paper. */
const unsigned: Block[] = [
  {
    type: 'statement',
    caption: 'Not signed',
    paragraphs: ['This record is a draft: it has not been signed electronically.'],
  },
  { type: 'signatures', signers: [{ caption: 'Signature', name: '', date: '', image: null }] },
];

function addendumBlock(a: Addendum, timeZone: string): Block {
  const when = dateAtTime(a.at, timeZone);
  return {
    type: 'statement',
    caption: when ? `Addendum of ${when}` : 'Addendum',
    paragraphs: [text(a.text), signedLine(a.by, a.at, timeZone)].filter(Boolean),
  };
}

/** The record's signature, or the draft's blank line, then its addenda oldest first. */
export function closingParts(
  signature: Signature | null,
  addenda: readonly Addendum[],
  timeZone: string,
): ClosingPart[] {
  const signed: Block[] | null = signature && [
    {
      type: 'statement',
      caption: 'Electronic signature',
      paragraphs: [signedLine(signature.signedBy, signature.signedAt, timeZone)],
    },
  ];
  const ordered = [...addenda].sort((a, b) => byInstant(a.at, b.at));
  return [
    { heading: 'Signature', blocks: signed ?? unsigned },
    ...(ordered.length
      ? [{ heading: 'Addenda', blocks: ordered.map((a) => addendumBlock(a, timeZone)) }]
      : []),
  ];
}
