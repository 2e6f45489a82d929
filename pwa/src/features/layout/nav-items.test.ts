import { describe, expect, it } from 'vitest';
import { navFor } from './nav-items';

const labels = (type: Parameters<typeof navFor>[0]) =>
  navFor(type).map((i) => (i.kind === 'link' ? i.label : 'Register Patient'));

describe('navigation per role', () => {
  it('gives professionals Evaluation, Register Patient, Training and Pricing', () => {
    expect(labels('professional')).toEqual([
      'Evaluation',
      'Register Patient',
      'Training',
      'Pricing',
    ]);
  });
  it('gives patients Training and Pricing, users and unknown types Pricing', () => {
    expect(labels('patient')).toEqual(['Training', 'Pricing']);
    expect(labels('user')).toEqual(['Pricing']);
    expect(labels(null)).toEqual(['Pricing']);
  });
});
