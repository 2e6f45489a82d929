import { describe, expect, it } from 'vitest';
import { Appointment } from './appointment';

describe('Appointment', () => {
  it('parses {} into the empty form', () => {
    expect(Appointment.parse({})).toEqual({
      createdAt: '',
      appointmentDate: '',
      onSetDate: '',
      socDate: '',
      prescriptionDate: '',
      initialEvaluation: '',
      rx: '',
      primaryDiagnosis: [],
      otherPrimaryDiagnosis: '',
      treatmentDiagnosis: [],
      othertreatmentDiagnosis: '',
      physiciansName: '',
      insurance: null,
      otherInsurance: '',
      service: [],
    });
  });

  it('normalises a partial legacy payload to the full shape', () => {
    const parsed = Appointment.parse({
      createdAt: '2021-04-02T15:04:05.123Z',
      primaryDiagnosis: [
        { title: 'Myopia, unspecified eye', code: 'H52.10' },
        { title: 'others', code: '' },
      ],
      otherPrimaryDiagnosis: 'Keratoconus',
      insurance: { title: 'Medicare' },
      service: ['PT', 'LV'],
    });
    expect(parsed.createdAt).toBe('2021-04-02T15:04:05.123Z');
    expect(parsed.appointmentDate).toBe('');
    expect(parsed.insurance).toEqual({ title: 'Medicare' });
    expect(parsed.treatmentDiagnosis).toEqual([]);
  });

  it('accepts a calendar date or a timestamp as the visit date, nothing else', () => {
    expect(Appointment.safeParse({ appointmentDate: '2026-03-05' }).success).toBe(true);
    expect(Appointment.safeParse({ appointmentDate: '2026-03-05T09:00:00-05:00' }).success).toBe(
      true,
    );
    expect(Appointment.safeParse({ appointmentDate: '03/05/2026' }).success).toBe(false);
    expect(Appointment.safeParse({ onSetDate: '2026-02-30' }).success).toBe(false);
  });

  it('rejects options that are not on the lists', () => {
    expect(Appointment.safeParse({ service: ['XX'] }).success).toBe(false);
    expect(Appointment.safeParse({ rx: 'yes' }).success).toBe(false);
    expect(Appointment.safeParse({ initialEvaluation: 'Yes' }).success).toBe(false);
    expect(Appointment.safeParse({ insurance: { title: 'Aetna' } }).success).toBe(false);
    expect(
      Appointment.safeParse({ primaryDiagnosis: [{ title: 'Flu', code: 'J11.1' }] }).success,
    ).toBe(false);
  });

  it('rejects unknown keys, also inside a titled item', () => {
    expect(Appointment.safeParse({ diagnosis: [] }).success).toBe(false);
    expect(Appointment.safeParse({ insurance: { title: 'CIGNA', id: 3 } }).success).toBe(false);
  });
});
