import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';
import { emptySection } from './sections';

describe('changedFields', () => {
  it('lists the fields that differ, through groups, with both values', () => {
    const before = emptySection('objectiveObservation');
    const after = {
      ...before,
      eyeDominance: 'Right',
      leftObservation: {
        ...before.leftObservation,
        eyeMuscleStrength: { ...before.leftObservation.eyeMuscleStrength, LR: 'Moderate' },
      },
    };
    expect(changedFields(before, after)).toEqual([
      { path: 'eyeDominance', before: '', after: 'Right' },
      { path: 'leftObservation.eyeMuscleStrength.LR', before: '', after: 'Moderate' },
    ]);
  });

  it('treats lists, insurance items and countries as one value', () => {
    expect(
      changedFields(
        {
          service: ['PT'],
          insurance: null,
          country: { code: 'US', label: 'United States', phone: '1' },
        },
        {
          service: ['PT', 'OT'],
          insurance: { title: 'Medicare' },
          country: { code: 'CA', label: 'Canada', phone: '1' },
        },
      ),
    ).toEqual([
      { path: 'service', before: ['PT'], after: ['PT', 'OT'] },
      { path: 'insurance', before: null, after: { title: 'Medicare' } },
      {
        path: 'country',
        before: { code: 'US', label: 'United States', phone: '1' },
        after: { code: 'CA', label: 'Canada', phone: '1' },
      },
    ]);
  });

  it('reads a field or group missing on one side as empty', () => {
    expect(changedFields({}, { patientId: 'P-1', certification: { from: '2026-01-02' } })).toEqual([
      { path: 'patientId', before: null, after: 'P-1' },
      { path: 'certification.from', before: null, after: '2026-01-02' },
    ]);
    expect(changedFields({ a: 'x' }, { a: 'x' })).toEqual([]);
  });
});

describe('changedFields in a given order', () => {
  it('follows the order given, whatever order the stored keys come in', () => {
    const changes = changedFields({}, { pons: 'x', pastMedicalHistory: 'y', unknown: 'z' }, [
      'pastMedicalHistory',
      'pons',
    ]);
    expect(changes.map((c) => c.path)).toEqual(['pastMedicalHistory', 'pons', 'unknown']);
  });
});
