import { describe, expect, it } from 'vitest';
import { chosenWithOthers, insuranceWithOthers } from './others';

describe("lists with an 'others' item", () => {
  it('lists the free text in place of others, only while others is ticked', () => {
    expect(chosenWithOthers(['Diplopia', 'others'], ' Photophobia ')).toEqual([
      'Diplopia',
      'Photophobia',
    ]);
    expect(chosenWithOthers(['Diplopia'], 'Left over')).toEqual(['Diplopia']);
    expect(chosenWithOthers(['others', ''], '  ')).toEqual([]);
  });

  it('reads an insurance as its label, or the text typed for others', () => {
    expect(insuranceWithOthers('others', 'Acme Health')).toBe('Acme Health');
    expect(insuranceWithOthers('', 'Acme Health')).toBe('');
    expect(insuranceWithOthers('Medicare', '')).toBe('Medicare');
  });
});
