import { describe, expect, it } from 'vitest';
import { linkCodeFrom, normalizeLinkCode } from './link-code';
import { HomeProgram } from './program';

const valid = {
  exercises: [{ exercise: 'saccades', unit: 'minutes', amount: 5 }],
  startLevel: 2,
  sessionsPerWeek: 4,
  startDate: '2026-03-02',
  endDate: '2026-04-02',
  note: 'Mornings, with your glasses on.',
};

describe('HomeProgram', () => {
  it('takes a programme and names the field that is wrong', () => {
    expect(HomeProgram.parse(valid)).toEqual(valid);
    const bad = HomeProgram.safeParse({ ...valid, endDate: '2026-03-01', sessionsPerWeek: 0 });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['sessionsPerWeek']));
    const twice = HomeProgram.safeParse({
      ...valid,
      exercises: [...valid.exercises, ...valid.exercises],
    });
    expect(twice.error?.issues[0]?.path).toEqual(['exercises', 1]);
  });
});

describe('link codes', () => {
  it('makes 12 characters in groups of four and reads them back however typed', () => {
    const code = linkCodeFrom(new Uint8Array(Array.from({ length: 12 }, (_, i) => i * 7)));
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(normalizeLinkCode(` ${code.toLowerCase().replace(/-/g, ' ')} `)).toBe(
      code.replace(/-/g, ''),
    );
    expect(normalizeLinkCode('oIl0-')).toBe('0110');
  });
});
