import { scriptPatients } from '@optolight/fixtures';
import { describe, expect, it } from 'vitest';
import { composeReport } from '../compose/compose';
import { composeInput, patient, practice } from '../../test/records';
import { missingFontNotice, reportScripts, scriptOf, scriptsIn } from './scripts';

describe('scriptsIn', () => {
  it('finds no extra script in Latin, Greek and Cyrillic text', () => {
    expect(scriptsIn(['Castellanos, Maria', 'Łukasz Αθηνά Анна', 'Zoë · 10 °C – “ok” →'])).toEqual(
      [],
    );
  });

  it('names each script a text uses, once, in a fixed order', () => {
    expect(scriptsIn(['王小明', 'ひらがな カタカナ', '（全角）'])).toEqual(['han']);
    expect(scriptsIn(['الحسيني', 'שלום', 'नमस्ते', 'สวัสดี', 'Maria 王'])).toEqual([
      'han',
      'arabic',
      'hebrew',
      'devanagari',
      'thai',
    ]);
  });

  it('knows Hangul syllables, Jamo and compatibility Jamo as Korean, apart from Chinese', () => {
    expect(scriptsIn(['김민준', '\u1100\u1161', 'ㅎㅏ'])).toEqual(['hangul']);
    expect(scriptsIn(['金 김'])).toEqual(['han', 'hangul']);
    expect(scriptOf(0xd7a3)).toBe('hangul');
  });

  it('knows Arabic presentation forms and Hebrew ligatures as their scripts', () => {
    expect(scriptOf(0xfe94)).toBe('arabic');
    expect(scriptOf(0xfb2a)).toBe('hebrew');
    expect(scriptOf('é'.codePointAt(0) ?? 0)).toBeNull();
  });
});

describe('reportScripts', () => {
  it('is empty for a report in Latin script: no extra font is loaded', () => {
    expect(reportScripts(composeReport(composeInput()))).toEqual([]);
  });

  it('reads the patient, the practice and the sections', () => {
    const model = composeReport(
      composeInput({
        patient: patient(scriptPatients.wang),
        practice: { ...practice, businessName: 'עין טובה' },
      }),
    );
    expect(reportScripts(model)).toEqual(['han', 'hebrew']);
    expect(
      reportScripts(composeReport(composeInput({ patient: patient(scriptPatients.fatima) }))),
    ).toEqual(['arabic']);
  });
});

describe('missingFontNotice', () => {
  it('names the fonts that were not available', () => {
    expect(missingFontNotice(['han'], true)).toBe(
      'Some text could not be printed: the Chinese font was not available offline.',
    );
    expect(missingFontNotice(['han', 'arabic', 'thai'], true)).toBe(
      'Some text could not be printed: the Chinese, Arabic and Thai fonts were not available offline.',
    );
  });

  it('says so of characters no font has, and nothing when all print', () => {
    expect(missingFontNotice([], true)).toMatch(/no font for some of its characters/);
    expect(missingFontNotice([], false)).toBeNull();
  });
});
