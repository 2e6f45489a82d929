import { describe, expect, it } from 'vitest';
import { Appointment, noteAppointmentFrom } from './appointment';

describe('a new note starts from its evaluation appointment', () => {
  it('takes diagnoses, insurance, physician and dates of care, not the visit date', () => {
    const evaluation = Appointment.parse({
      createdAt: '2026-01-05',
      onSetDate: '2025-12-01',
      initialEvaluation: 'yes',
      rx: 'Yes',
      primaryDiagnosis: [{ title: 'Diplopia', code: 'H53.2' }],
      treatmentDiagnosis: [{ title: 'others', code: '' }],
      othertreatmentDiagnosis: 'Fusional weakness',
      physiciansName: 'Dr Grace',
      insurance: { title: 'Medicare' },
      service: ['PT'],
    });
    const note = noteAppointmentFrom(evaluation);
    expect(note).toMatchObject({
      onSetDate: '2025-12-01',
      rx: 'Yes',
      primaryDiagnosis: [{ title: 'Diplopia', code: 'H53.2' }],
      treatmentDiagnosis: [{ title: 'others', code: '' }],
      othertreatmentDiagnosis: 'Fusional weakness',
      physiciansName: 'Dr Grace',
      insurance: { title: 'Medicare' },
      service: ['PT'],
    });
    expect(note.createdAt).toBe('');
    expect(note.appointmentDate).toBe('');
    expect(note.initialEvaluation).toBe('');
    // A valid appointment as it stands.
    expect(Appointment.safeParse(note).success).toBe(true);
  });
});
