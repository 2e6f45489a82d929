import { describe, expect, it } from 'vitest';
import { bullets, frequencySentence, insurance, text, withOthers, yesNo } from './values';

describe('frequencySentence', () => {
  it.each([
    [2, 8, 16, '2 visits a week for 8 weeks, 16 visits in total'],
    [1, 1, 1, '1 visit a week for 1 week, 1 visit in total'],
    [3, null, null, '3 visits a week'],
    [null, 6, null, '6 weeks'],
    [null, null, 12, '12 visits in total'],
    [0, 4, 0, '0 visits a week for 4 weeks, 0 visits in total'],
    [null, null, null, ''],
  ])('%s a week, %s weeks, %s in total', (wk, wks, total, sentence) => {
    expect(frequencySentence(wk, wks, total)).toBe(sentence);
  });
});

describe('value helpers', () => {
  it('never turn a missing or odd value into text', () => {
    for (const v of [undefined, null, Number.NaN, Infinity, {}, [], true]) expect(text(v)).toBe('');
    expect(text(' 6.2 ')).toBe('6.2');
    expect(text(0)).toBe('0');
  });

  it("drop 'others' from lists and add its free text only while it is ticked", () => {
    expect(withOthers([{ title: 'Diplopia' }, { title: 'others' }], 'Photophobia')).toEqual([
      'Diplopia',
      'Photophobia',
    ]);
    expect(withOthers([{ title: 'others' }], '')).toEqual([]);
    expect(withOthers([{ title: 'Diplopia' }], 'stale')).toEqual(['Diplopia']);
    expect(withOthers([{ title: 'Convergence insufficiency', code: 'H51.11' }], '')).toEqual([
      'H51.11 Convergence insufficiency',
    ]);
    expect(withOthers(undefined, 'x')).toEqual([]);
    expect(insurance({ title: 'MedicAid Waiver' }, '')).toBe('Medicaid Waiver');
    expect(insurance({ title: 'others' }, 'Acme Health')).toBe('Acme Health');
    expect(insurance(null, 'Acme Health')).toBe('');
  });

  it('write radio answers and lists for readers', () => {
    expect(yesNo('yes')).toBe('Yes');
    expect(yesNo('No')).toBe('No');
    expect(bullets(['A', '', 'B'])).toBe('• A\n• B');
  });
});
