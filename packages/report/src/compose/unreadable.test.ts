import { describe, expect, it } from 'vitest';
import type { ReportModel } from '../model';
import { generatedAt, misprints, patient, practice } from '../../test/helpers';
import { composeReport } from './compose';

/** Sections as stored by an older or newer app version: content today's schema rejects. */
const compose = (record: Record<string, unknown>) =>
  composeReport({
    kind: 'mainEvaluation',
    record,
    patient: patient(),
    practice,
    generatedAt,
  });
const fieldsOf = (m: ReportModel, id: string) =>
  m.sections
    .find((s) => s.id === id)
    ?.blocks.flatMap((b) => (b.type === 'fields' ? b.fields : []))
    .map((f) => `${f.label}: ${f.value}`);

describe('stored content today’s schema cannot read', () => {
  it('prints the fields of a section that do fit, and the one that does not as plain text', () => {
    const m = compose({
      evaluationOne: { pastMedicalHistory: 'Asthma', locationofInjury: 42 },
      objectiveObservation: { eyeDominance: 'Left', mood: 'Alert', gait: 'Shuffling' },
    });
    expect(fieldsOf(m, 'evaluationOne')).toEqual([
      'Past medical history: Asthma',
      'Location of injury: 42',
    ]);
    expect(fieldsOf(m, 'objectiveObservation')).toEqual([
      'Eye dominance: Left',
      'Mood: Alert',
      'Gait: Shuffling',
    ]);
    expect(misprints(m)).toEqual([]);
  });

  it('prints per-eye values right eye (OD) first, named as the eye tables name them', () => {
    const m = compose({
      objectiveObservation: {
        leftObservation: { pain: 4, edema: 'WNL' },
        rightObservation: { pain: 7, edema: 'WNL' },
      },
    });
    expect(fieldsOf(m, 'objectiveObservation')).toEqual([
      'Right eye (OD) › Pain: 7',
      'Left eye (OS) › Pain: 4',
    ]);
  });

  it('prints a section that is not an object at all instead of leaving it out', () => {
    const m = compose({ evaluationOne: 'Seen in 2019 for headaches' });
    expect(fieldsOf(m, 'evaluationOne')).toEqual(['Stored content: Seen in 2019 for headaches']);
    expect(m.emptyNotice).toBeNull();
  });

  it('reads the appointment leniently for the visit date too', () => {
    const m = compose({ appointment: { createdAt: '2026-11-02', service: 'PT' } });
    expect(m.visitDate).toBe('Monday, November 2, 2026');
    expect(fieldsOf(m, 'appointment')).toEqual(['Service: PT']);
  });
});
