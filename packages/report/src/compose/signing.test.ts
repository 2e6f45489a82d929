import { describe, expect, it } from 'vitest';
import type { ComposeInput } from '../model';
import { composeInput } from '../../test/helpers';
import { composeReport } from './compose';

const compose = (over: Partial<ComposeInput> = {}) =>
  composeReport(composeInput({ timeZone: 'America/New_York', ...over }));

const sam = { name: 'Sam Whitfield', credentials: 'OTR/L' };
const signature = { signedAt: '2026-11-03T19:05:00Z', signedBy: sam };
const paragraphs = (m: ReturnType<typeof compose>) =>
  m.closing.flatMap((p) => p.blocks.flatMap((b) => (b.type === 'statement' ? b.paragraphs : [])));

describe('composeReport: signature and addenda', () => {
  it('marks a record nobody signed as a draft ending on a blank signature line', () => {
    const m = compose();
    expect(m.draftMark).toBe('DRAFT — not signed');
    expect(m.closing).toHaveLength(1);
    expect(m.closing[0]?.blocks.at(-1)).toEqual({
      type: 'signatures',
      signers: [{ caption: 'Signature', name: '', date: '', image: null }],
    });
    expect(compose({ signature: null }).draftMark).toBe('DRAFT — not signed');
  });

  it('words the signature in the report’s time zone, with no draft mark', () => {
    const m = compose({ signature });
    expect(m.draftMark).toBeNull();
    expect(paragraphs(m)).toEqual([
      'Electronically signed by Sam Whitfield, OTR/L on November 3, 2026 at 2:05 PM EST',
    ]);
    expect(paragraphs(compose({ signature, timeZone: undefined }))).toEqual([
      'Electronically signed by Sam Whitfield, OTR/L on November 3, 2026 at 7:05 PM UTC',
    ]);
  });

  it('prints the NPI the signer had at signing after the credentials', () => {
    const m = compose({
      signature: { ...signature, signedBy: { ...sam, npi: '1234567893' } },
      addenda: [
        { id: 'a', at: '2026-11-05T14:30:00Z', by: { ...sam, npi: '1234567893' }, text: 'x' },
      ],
    });
    expect(paragraphs(m)).toEqual([
      'Electronically signed by Sam Whitfield, OTR/L, NPI 1234567893 on November 3, 2026 at 2:05 PM EST',
      'x',
      'Electronically signed by Sam Whitfield, OTR/L, NPI 1234567893 on November 5, 2026 at 9:30 AM EST',
    ]);
  });

  it('leaves out the comma of empty credentials', () => {
    const m = compose({
      signature: { ...signature, signedBy: { name: 'Ada Byrne', credentials: '' } },
    });
    expect(paragraphs(m)[0]).toBe(
      'Electronically signed by Ada Byrne on November 3, 2026 at 2:05 PM EST',
    );
  });

  it('prints the addenda after the signature, oldest first, each dated and signed', () => {
    const later = { id: 'b', at: '2026-11-20T15:00:00Z', by: sam, text: 'Second note.' };
    const earlier = {
      id: 'a',
      at: '2026-11-05T14:30:00Z',
      by: { ...sam, credentials: '' },
      text: 'First note.',
    };
    const m = compose({ signature, addenda: [later, earlier] });
    expect(m.closing.map((p) => p.heading)).toEqual(['Signature', 'Addenda']);
    expect(m.closing[1]?.blocks).toEqual([
      {
        type: 'statement',
        caption: 'Addendum of November 5, 2026 at 9:30 AM EST',
        paragraphs: [
          'First note.',
          'Electronically signed by Sam Whitfield on November 5, 2026 at 9:30 AM EST',
        ],
      },
      {
        type: 'statement',
        caption: 'Addendum of November 20, 2026 at 10:00 AM EST',
        paragraphs: [
          'Second note.',
          'Electronically signed by Sam Whitfield, OTR/L on November 20, 2026 at 10:00 AM EST',
        ],
      },
    ]);
  });
});
