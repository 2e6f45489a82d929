import { dischargePlanLabels, emptySection } from '@optolight/domain';
import { fullMainEvaluation } from '@optolight/fixtures';
import { describe, expect, it } from 'vitest';
import type { ComposeInput, ReportModel } from '../model';
import {
  generatedAt,
  misprints,
  patient,
  practice,
  progressRecord,
  stored,
} from '../../test/helpers';
import { composeReport } from './compose';

const compose = (over: Partial<ComposeInput>) =>
  composeReport({
    kind: 'mainEvaluation',
    record: {},
    patient: patient(),
    practice,
    generatedAt,
    ...over,
  });
const blockTypes = (m: ReportModel, id: string) =>
  m.sections.find((s) => s.id === id)?.blocks.map((b) => b.type) ?? [];
const labels = (m: ReportModel, id: string) =>
  m.sections
    .find((s) => s.id === id)
    ?.blocks.flatMap((b) => (b.type === 'fields' ? b.fields.map((f) => f.label) : []));
const png = 'data:image/png;base64,iVBORw0KGgo=';

describe('empty sections and fields', () => {
  it('leave out sections never saved or saved empty, and fields left empty', () => {
    const m = compose({
      record: stored({
        appointment: { createdAt: '2026-11-02', physiciansName: 'Dr. Helen Okafor' },
        evaluationOne: {},
        longTermGoals: { ...emptySection('longTermGoals'), rehabPotential: 'Fair +' },
      }),
    });
    // The discharge plan's lines to sign print even though it was never saved.
    expect(m.sections.map((s) => s.id)).toEqual(['appointment', 'longTermGoals', 'dischargePlan']);
    expect(labels(m, 'appointment')).toEqual(["Physician's name"]);
    expect(labels(m, 'longTermGoals')).toEqual(['Rehab potential']);
  });

  it('give an entirely empty evaluation a report that says nothing was filled in', () => {
    const m = compose({ record: stored({ appointment: { createdAt: '2026-11-02' } }) });
    expect(m.sections.map((s) => s.id)).toEqual(['dischargePlan']);
    expect(m.emptyNotice).toBe('No sections of this evaluation have been filled in yet.');
    expect(m.patient.fields.length).toBeGreaterThan(3);
    expect(m.visitDate).toBe('Monday, November 2, 2026');
  });
});

describe('what each kind of note shows (Discharge Form by record type)', () => {
  it('a progress note: its five sections, the treatment plan, no discharge plan, no certification', () => {
    const m = compose({
      kind: 'progressNote',
      record: {
        ...progressRecord(),
        ...stored({ evaluationOne: fullMainEvaluation.evaluationOne }),
      },
    });
    expect(m.title).toBe('Progress Note');
    expect(m.sections.map((s) => s.id)).toEqual([
      'appointment',
      'objectiveObservation',
      'binocularVision',
      'noteContent',
      'dischargePlan',
    ]);
    expect(m.sections.at(-1)?.heading).toBe('Treatment Plan and Signatures');
    expect(labels(m, 'dischargePlan')).toContain(dischargePlanLabels.treatmentPlan);
    expect(labels(m, 'dischargePlan')).not.toContain(dischargePlanLabels.dischargePlan);
    expect(blockTypes(m, 'dischargePlan')).toEqual(['fields', 'signatures']);
    expect(m.visitDate).toBe('Monday, November 16, 2026');
  });

  it('an update note certifies; a discharge note does not', () => {
    const record = stored({
      ...fullMainEvaluation,
      appointment: { appointmentDate: '2026-12-01' },
    });
    expect(blockTypes(compose({ kind: 'updateNote', record }), 'dischargePlan')).toContain(
      'statement',
    );
    const discharge = compose({ kind: 'dischargeNote', record });
    expect(discharge.title).toBe('Discharge Note');
    expect(blockTypes(discharge, 'dischargePlan')).not.toContain('statement');
    expect(labels(discharge, 'dischargePlan')).not.toContain(dischargePlanLabels.treatmentPlan);
  });
});

describe('dates', () => {
  it('date a main evaluation by createdAt and a note by appointmentDate', () => {
    const appointment = { createdAt: '2026-11-02', appointmentDate: '2026-11-09' };
    expect(compose({ record: stored({ appointment }) }).visitDay).toBe('2026-11-02');
    expect(compose({ kind: 'updateNote', record: stored({ appointment }) }).visitDay).toBe(
      '2026-11-09',
    );
  });

  it("fall back to the record's creation time, read in the clinic's time zone", () => {
    const record = { createdAt: '2026-11-03T02:30:00.000Z' };
    expect(compose({ record }).visitDate).toBe('Tuesday, November 3, 2026');
    const miami = compose({ record, timeZone: 'America/New_York' });
    expect(miami.visitDate).toBe('Monday, November 2, 2026');
    expect(miami.visitDay).toBe('2026-11-02');
  });

  it('use the day of printing for the file name when the visit has no date', () => {
    const m = compose({ record: {} });
    expect(m.visitDate).toBe('');
    expect(m.visitDay).toBe('2026-11-02');
  });
});

describe('signatures', () => {
  const discharge = (therapistSign: string) =>
    stored({ dischargePlan: { ...fullMainEvaluation.dischargePlan, therapistSign } });
  const therapistImage = (m: ReportModel) =>
    m.sections
      .flatMap((s) => s.blocks)
      .flatMap((b) => (b.type === 'signatures' ? b.signers : []))[0]?.image;

  it('print a drawn signature stored as a data URL', () => {
    expect(therapistImage(compose({ record: discharge(png) }))).toBe(png);
  });

  it('print an uploaded one only once the caller resolved it to a data URL', () => {
    const record = discharge('/uploads/0193a4b2.png');
    expect(therapistImage(compose({ record }))).toBeNull();
    expect(therapistImage(compose({ record, signatureDataUrl: png }))).toBe(png);
    expect(
      therapistImage(compose({ record, signatureDataUrl: 'https://evil.test/x.png' })),
    ).toBeNull();
  });
});

describe('records from older or newer app versions', () => {
  it('fill in what an old row lacks and still print what a tightened rule rejects', () => {
    const m = compose({
      record: {
        objectiveObservation: { pupillaryDistance: 62, eyeDominance: 'Left' },
        longTermGoals: { frequencyTreatmentWK: 3 },
      },
    });
    expect(misprints(m)).toEqual([]);
    const json = JSON.stringify(m);
    expect(json).toContain('"Pupillary distance (cm)","value":"62"');
    expect(json).toContain('3 visits a week');
  });
});
