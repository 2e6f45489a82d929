import { emptySection } from '@optolight/domain';
import { describe, expect, it } from 'vitest';
import { diagnosisText, filterPatients, insuranceText, visitRow, type LocalPatient } from './rows';
import { labelledValues } from './labelled-values';

const patient = (id: string, patientId: string, firstName: string, lastName: string) =>
  ({ id, patientId, firstName, lastName }) as Pick<
    LocalPatient,
    'id' | 'patientId' | 'firstName' | 'lastName'
  > satisfies Partial<LocalPatient>;

describe('filterPatients', () => {
  const list = [patient('1', 'P-100', 'Grace', 'Hopper'), patient('2', 'X-7', 'Alan', 'Turing')];
  const ids = (q: string) => filterPatients(list as unknown as LocalPatient[], q).map((p) => p.id);
  it('matches the patient id and the name, ignoring case', () => {
    expect(ids('p-1')).toEqual(['1']);
    expect(ids('turing')).toEqual(['2']);
    expect(ids('grace hop')).toEqual(['1']);
    expect(ids('  ')).toEqual(['1', '2']);
  });
});

describe('visit table cells', () => {
  it("never lists 'others' but shows its free text", () => {
    expect(diagnosisText([{ title: 'Myopia' }, { title: 'others' }], 'Retinitis')).toBe(
      'Myopia, Retinitis',
    );
    expect(diagnosisText([{ title: 'Anosometropia' }], '')).toBe('Anisometropia');
  });
  it('shows the insurance title, or the other insurance for others', () => {
    expect(insuranceText({ insurance: { title: 'CIGNA' }, otherInsurance: '' })).toBe('CIGNA');
    expect(insuranceText({ insurance: { title: 'others' }, otherInsurance: 'Acme' })).toBe('Acme');
    expect(insuranceText({ insurance: null, otherInsurance: '' })).toBe('');
  });
  it('dates main evaluations by createdAt and notes by appointmentDate', () => {
    const a = {
      ...emptySection('appointment'),
      createdAt: '2026-03-05',
      appointmentDate: '2026-04-01',
    };
    expect(visitRow('m', true, a, '2026-01-01T00:00:00Z', 'UTC').date).toBe(
      'Thursday, March 5, 2026',
    );
    expect(visitRow('n', false, a, '2026-01-01T00:00:00Z', 'UTC').date).toBe(
      'Wednesday, April 1, 2026',
    );
  });
});

describe('labelledValues', () => {
  it('labels filled fields and skips empty ones', () => {
    const data = { ...emptySection('appointment'), rx: 'Yes', service: ['PT', 'OT'] };
    expect(labelledValues('appointment', data).map((r) => `${r.label}: ${r.value}`)).toEqual([
      'Prescription (Rx): Yes',
      'Service: PT, OT',
    ]);
  });
});
