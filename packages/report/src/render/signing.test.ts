import { describe, expect, it } from 'vitest';
import type { ComposeInput } from '../model';
import { flat, pdfInfo, pdfText, reportPdf } from '../../test/helpers';

const pdfOf = (over: Partial<ComposeInput>) => reportPdf({ timeZone: 'America/New_York', ...over });

const sam = { name: 'Sam Whitfield', credentials: 'OTR/L' };
const signature = { signedAt: '2026-11-03T19:05:00Z', signedBy: sam };
const addendum = {
  id: 'a1',
  at: '2026-11-05T14:30:00Z',
  by: sam,
  text: 'Near point of convergence remeasured at 12 cm.',
};

describe('renderReport: signed records', () => {
  it('marks every page of an unsigned record as a draft and ends on a line to sign', async () => {
    const pdf = await pdfOf({});
    const pages = Number(pdfInfo(pdf).Pages);
    for (let n = 1; n <= pages; n += 1)
      expect(flat(pdfText(pdf, n)), `page ${String(n)}`).toContain('DRAFT — NOT SIGNED');
    const last = flat(pdfText(pdf, pages));
    expect(last).toMatch(/Signature Not signed This record is a draft.*Signature Date _+/);
    expect(last).not.toContain('Electronically signed');
  });

  it('prints the signature, then each addendum with its date, text and signature', async () => {
    const pdf = await pdfOf({ signature, addenda: [addendum] });
    const text = flat(pdfText(pdf));
    expect(text).not.toContain('DRAFT');
    expect(text).toContain(
      'Electronically signed by Sam Whitfield, OTR/L on November 3, 2026 at 2:05 PM EST',
    );
    expect(text).toContain(
      'Addenda Addendum of November 5, 2026 at 9:30 AM EST Near point of convergence remeasured at 12 cm. Electronically signed by Sam Whitfield, OTR/L on November 5, 2026 at 9:30 AM EST',
    );
  });

  it('runs a long addendum over pages from under its caption, without losing a word', async () => {
    const words = Array.from({ length: 1400 }, (_, i) => `w${String(i)}`).join(' ');
    const pdf = await pdfOf({ signature, addenda: [{ ...addendum, text: words }] });
    const pages = Array.from({ length: Number(pdfInfo(pdf).Pages) }, (_, i) =>
      flat(pdfText(pdf, i + 1)),
    );
    expect(pages.find((p) => p.includes('Addendum of'))).toMatch(/Addendum of .* EST w0 w1 w2/);
    const text = pages.join(' ');
    expect(text).toContain('w0 w1 w2');
    expect(text).toMatch(/w1398 w1399 Electronically signed by Sam Whitfield/);
    for (const i of [200, 700, 1100]) expect(text).toContain(`w${String(i)} `);
  });
});
