import { fullMainEvaluation, scriptPatients } from '@optolight/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeReport } from '../compose/compose';
import type { ReportModel } from '../model';
import { reportScripts } from '../scripts/scripts';
import {
  composeInput,
  flat,
  patient,
  pdfFonts,
  pdfText,
  pdfWords,
  stored,
} from '../../test/helpers';
import { loadNodeFonts } from './fonts-node';
import { renderReport } from './render';

/** Free text in Hebrew, Devanagari and Thai, among English. */
const notes = {
  hebrew: 'שלום עולם',
  devanagari: 'नमस्ते दुनिया',
  thai: 'สวัสดีครับ ผมชื่อสมชาย',
};

/** pdftotext gives Arabic as the joined letters drawn (presentation forms) and marks
 * right-to-left stretches with embedding controls: compare letters, not how they are coded. */
const readable = (text: string) => flat(text.normalize('NFKC').replace(/[\u202a-\u202e]/g, ''));

const model = (p = scriptPatients.wang) =>
  composeReport(
    composeInput({
      patient: patient(p),
      record: stored({
        ...fullMainEvaluation,
        evaluationOne: {
          ...fullMainEvaluation.evaluationOne,
          workEducational: `Hebrew: ${notes.hebrew}. Devanagari: ${notes.devanagari}. Thai: ${notes.thai}.`,
        },
      }),
    }),
  );

const render = async (m: ReportModel) =>
  renderReport(m, { fonts: await loadNodeFonts(reportScripts(m)) });

describe('a report in several scripts', () => {
  let chinese: Uint8Array;
  let arabic: Uint8Array;
  beforeAll(async () => {
    [chinese, arabic] = await Promise.all([
      render(model(scriptPatients.wang)),
      render(model(scriptPatients.fatima)),
    ]);
  });

  it('prints a Chinese name, on page 1 and in the header of later pages', () => {
    expect(flat(pdfText(chinese, 1))).toContain('王, 小明');
    expect(flat(pdfText(chinese, 1))).toContain('王丽');
    expect(flat(pdfText(chinese, 2))).toContain('王, 小明 · Patient ID OPT-1004');
  });

  it('prints an Arabic name joined, its words read from the right', () => {
    const text = readable(pdfText(arabic, 1));
    expect(text).toContain('الحسيني');
    expect(text).toContain('فاطمة');
    expect(text).toContain('أحمد الحسيني');
    // 'الحسيني, فاطمة' on a left-to-right page: the last name, read first, stands on the right.
    // pdftotext -bbox gives each word's letters as drawn, left to right.
    const drawn = (word: string) => Array.from(word).reverse().join('');
    const words = pdfWords(arabic).map((w) => ({ ...w, text: readable(w.text) }));
    const first = words.find((w) => w.text === drawn('فاطمة'));
    const last = words.find((w) => w.text === `,${drawn('الحسيني')}`);
    expect(first?.x).toBeLessThan(last?.x ?? 0);
    // Joined letters: initial, medial and final forms, not the isolated letters typed.
    expect(pdfText(arabic, 1)).toMatch(/[\ufe70-\ufeff]{5}/);
  });

  it('prints Hebrew, Devanagari and Thai free text', () => {
    for (const pdf of [chinese, arabic]) {
      const text = readable(pdfText(pdf));
      expect(text).toContain(notes.hebrew);
      expect(text).toContain(notes.thai);
      // Text comes out as drawn: the short i sign of दुनिया stands before its consonant.
      expect(text).toContain('नमस्ते दु\u093fनया');
      expect(text).not.toContain('could not be printed');
    }
  });

  it('embeds only the fonts of the scripts it prints', async () => {
    const embedded = (pdf: Uint8Array) => pdfFonts(pdf).filter((f) => f.startsWith('NotoSans'));
    expect(new Set(embedded(chinese))).toEqual(
      new Set([
        'NotoSans',
        'NotoSans-han',
        'NotoSans-hebrew',
        'NotoSans-devanagari',
        'NotoSans-thai',
      ]),
    );
    const latin = composeReport(composeInput());
    expect(reportScripts(latin)).toEqual([]);
    expect(new Set(embedded(await render(latin)))).toEqual(new Set(['NotoSans']));
  });
});

describe('a report in Korean', () => {
  const korean = '책을 읽을 때 눈이 피로합니다';
  const kim = () =>
    composeReport(
      composeInput({
        patient: patient(scriptPatients.kim),
        record: stored({
          ...fullMainEvaluation,
          evaluationOne: { ...fullMainEvaluation.evaluationOne, workEducational: korean },
        }),
      }),
    );

  it('prints a Korean name and notes in Hangul, with the Korean font alone', async () => {
    const m = kim();
    expect(reportScripts(m)).toEqual(['hangul']);
    const pdf = await render(m);
    expect(flat(pdfText(pdf, 1))).toContain('김, 민준');
    expect(flat(pdfText(pdf, 1))).toContain('이서연');
    expect(flat(pdfText(pdf, 2))).toContain('김, 민준 · Patient ID OPT-1006');
    expect(flat(pdfText(pdf))).toContain(korean);
    expect(pdfText(pdf)).not.toContain('could not be printed');
    const embedded = pdfFonts(pdf).filter((f) => f.startsWith('NotoSans'));
    expect(new Set(embedded)).toEqual(new Set(['NotoSans', 'NotoSans-hangul']));
  });

  it('names the Korean font when a device offline never fetched it', async () => {
    const m = kim();
    const page = flat(pdfText(await renderReport(m, { fonts: await loadNodeFonts() }), 1));
    expect(page).toContain('?, ?? Patient ID OPT-1006');
    expect(page).toContain(
      'Some text could not be printed: the Korean font was not available offline.',
    );
  });
});

describe('a report whose font could not be loaded', () => {
  it('prints, marks what it could not print and says why beside the patient', async () => {
    const m = model(scriptPatients.wang);
    // Offline, the Chinese font never fetched: the other script fonts are there.
    const fonts = await loadNodeFonts(reportScripts(m).filter((s) => s !== 'han'));
    const pdf = await renderReport(m, { fonts });
    const page = flat(pdfText(pdf, 1));
    expect(page).toContain('?, ?? Patient ID OPT-1004');
    expect(page).toContain(
      'Some text could not be printed: the Chinese font was not available offline.',
    );
    expect(readable(pdfText(pdf))).toContain(notes.thai);
  });

  it('marks characters no font has', async () => {
    // Georgian: no report font covers it.
    const m = composeReport(
      composeInput({
        patient: patient({ ...scriptPatients.wang, firstName: 'Nino', lastName: 'ბ' }),
      }),
    );
    const text = flat(pdfText(await render(m), 1));
    expect(text).toContain('?, Nino');
    expect(text).toContain('the report has no font for some of its characters');
  });
});
