import { describe, expect, it } from 'vitest';
import { navFor } from './nav-items';

const labels = (type: Parameters<typeof navFor>[0], role?: Parameters<typeof navFor>[1]) =>
  navFor(type, role).map((i) => (i.kind === 'link' ? i.label : 'Register Patient'));

describe('navigation per role', () => {
  it('gives professionals Evaluation, Register Patient, Training and Pricing', () => {
    expect(labels('professional')).toEqual([
      'Evaluation',
      'Register Patient',
      'Training',
      'Pricing',
    ]);
  });
  it("gives a practice's front desk Patients and Register Patient, its clinicians all", () => {
    expect(labels('professional', 'frontDesk')).toEqual(['Patients', 'Register Patient']);
    expect(labels('professional', 'clinician')).toEqual(labels('professional', 'owner'));
  });
  it('gives patients Training and Pricing, users and unknown types Pricing', () => {
    expect(labels('patient')).toEqual(['Training', 'Pricing']);
    expect(labels('user')).toEqual(['Pricing']);
    expect(labels(null)).toEqual(['Pricing']);
  });
});
