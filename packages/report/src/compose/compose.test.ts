import {
  appointmentLabels,
  dischargePlanLabels,
  evaluationOneLabels,
  longTermGoalsLabels,
  objectiveObservationLabels,
  sectionsOfKind,
} from '@optolight/domain';
import { fullMainEvaluation, fullProgressNote } from '@optolight/fixtures';
import { describe, expect, it } from 'vitest';
import type { ComposeInput, Field, ReportModel } from '../model';
import { composeInput, misprints, progressRecord, stored } from '../../test/helpers';
import { composeReport, sectionHeadings } from './compose';

const compose = (over: Partial<ComposeInput> = {}) => composeReport(composeInput(over));

const sectionOf = (m: ReportModel, id: string) => m.sections.find((s) => s.id === id);
const fieldsOf = (m: ReportModel, id: string): Field[] =>
  sectionOf(m, id)?.blocks.flatMap((b) => (b.type === 'fields' ? b.fields : [])) ?? [];
const valueOf = (m: ReportModel, id: string, label: string) =>
  fieldsOf(m, id).find((f) => f.label === label)?.value;

describe('composeReport', () => {
  it('words a full main evaluation: title, practice, patient and every section in order', () => {
    const m = compose();
    expect(m.title).toBe('Main Evaluation Report');
    expect(m.practice).toEqual({
      name: 'Bayview Vision Therapy',
      lines: [
        '200 Biscayne Blvd, Suite 410, Miami, FL 33131',
        'Phone 305-555-0100  ·  Fax 305-555-0101',
      ],
    });
    expect(m.patient.name).toBe('Castellanos, Maria');
    expect(m.patient.fields).toEqual([
      { label: 'Name', value: 'Castellanos, Maria' },
      { label: 'Patient ID', value: 'OPT-1001' },
      { label: 'Date of birth', value: '04/12/1958' },
      { label: 'Phone', value: '+1 (305) 555-0142' },
      { label: 'Address', value: '1420 Coral Way, Miami, FL 33145, United States' },
      { label: 'Emergency contact', value: 'Luis Castellanos' },
      { label: 'Emergency phone', value: '305-555-0199' },
    ]);
    expect(m.visitDate).toBe('Monday, November 2, 2026');
    expect(m.sections.map((s) => s.id)).toEqual([...sectionsOfKind.mainEvaluation]);
    expect(m.sections.map((s) => s.heading)).toEqual(
      sectionsOfKind.mainEvaluation.map((id) => sectionHeadings[id]),
    );
    expect(m.emptyNotice).toBeNull();
    expect(m.footer.generated).toBe('Printed November 2, 2026 at 3:04 PM UTC');
    expect(compose({ timeZone: 'America/New_York' }).footer.generated).toBe(
      'Printed November 2, 2026 at 10:04 AM EST',
    );
  });

  it('prints no raw field name and no undefined, null, NaN or [object Object]', () => {
    const m = compose();
    expect(misprints(m)).toEqual([]);
    const json = JSON.stringify(m);
    for (const raw of ['presentMedicalHistory', 'recomendedTreatment', 'consenualResponse'])
      expect(json).not.toContain(raw);
  });

  it('labels fields from the domain labels and shows option values as people read them', () => {
    const m = compose();
    expect(valueOf(m, 'evaluationOne', evaluationOneLabels.pons)).toBe(
      'Paramedian Pontine Reticular Formation (PPRF)',
    );
    expect(valueOf(m, 'evaluationOne', evaluationOneLabels.presentMedicalHistory)).toBe(
      fullMainEvaluation.evaluationOne.presentMedicalHistory,
    );
    expect(valueOf(m, 'appointment', appointmentLabels.initialEvaluation)).toBe('Yes');
    expect(valueOf(m, 'longTermGoals', longTermGoalsLabels.rehabPotential)).toBe('Good');
    expect(valueOf(m, 'dischargePlan', dischargePlanLabels.additionalPlans)).toBe(
      fullMainEvaluation.dischargePlan.additionalPlans,
    );
    // Stored in Title Case with a brand name; printed as clinical prose.
    expect(valueOf(m, 'dischargePlan', dischargePlanLabels.dischargePlan)).toBe(
      'Patient will be discharged with a home exercise program',
    );
  });

  it("lists diagnoses without 'others' but with the text typed for it", () => {
    const m = compose();
    expect(valueOf(m, 'appointment', appointmentLabels.primaryDiagnosis)).toBe(
      [
        'S06.0X0S Concussion without loss of consciousness, sequela',
        'F07.81 Postconcussional syndrome',
        'H53.2 Diplopia',
        'Photophobia after fall',
      ].join('\n'),
    );
    const unticked = compose({
      record: stored({
        appointment: {
          ...fullMainEvaluation.appointment,
          primaryDiagnosis: [{ title: 'Diplopia', code: 'H53.2' }],
          otherPrimaryDiagnosis: 'Left over from an unticked choice',
          insurance: { title: 'others' },
          otherInsurance: 'Acme Health',
        },
      }),
    });
    expect(valueOf(unticked, 'appointment', appointmentLabels.primaryDiagnosis)).toBe(
      'H53.2 Diplopia',
    );
    expect(valueOf(unticked, 'appointment', appointmentLabels.insurance)).toBe('Acme Health');
  });

  it('shows each eye in its own column (right eye first), strength per muscle, reflexes as + and -', () => {
    const grids = sectionOf(compose(), 'objectiveObservation')?.blocks.filter(
      (b) => b.type === 'grid',
    );
    const rows = new Map(grids?.flatMap((g) => g.rows.map((r) => [r[0], r.slice(1)])));
    expect(grids?.[0]?.columns).toEqual(['Pupils', 'Right eye (OD)', 'Left eye (OS)']);
    expect(rows.get(objectiveObservationLabels.MR)).toEqual(['4-/5', '4/5']);
    expect(rows.get(objectiveObservationLabels.romHorizontalRight)).toEqual(['45°', '42°']);
    expect(rows.get(objectiveObservationLabels.nearAccommodativeTriad)).toEqual(['-', '+']);
    expect(rows.get(objectiveObservationLabels.edema)).toEqual(['Severe', 'WNL']);
  });

  it('gathers symptoms graded None on one “Not present” line per group', () => {
    const block = sectionOf(compose(), 'evaluationSecond')?.blocks[0];
    expect(block).toEqual({
      type: 'fields',
      caption: 'Lower motor neuron eye defects at peripheral nerve level',
      fields: [
        { label: 'Accidental injury', value: 'Moderate' },
        { label: 'Injury to the III cranial nerve ending', value: 'Minimal' },
        {
          label: 'Not present',
          value:
            'Fracture of the orbit, Post-ganglionic area pressure, Tear of the muscles around the eyes',
        },
      ],
    });
  });

  it('writes the plan of care: modalities with the free-text ones, frequency as a sentence', () => {
    const m = compose();
    expect(valueOf(m, 'longTermGoals', longTermGoalsLabels.treatmentModalities)).toBe(
      '• Convergence exercises (Brock string)\n• Saccadic training\n• Home exercise program\n• Tinted lenses for photophobia',
    );
    expect(valueOf(m, 'longTermGoals', 'Frequency of treatment')).toBe(
      '2 visits a week for 8 weeks, 16 visits in total',
    );
  });

  it('certifies the plan of treatment over the physician’s line, the therapist’s line apart', () => {
    const blocks = sectionOf(compose(), 'dischargePlan')?.blocks ?? [];
    expect(valueOf(compose(), 'dischargePlan', dischargePlanLabels.physicianName)).toBeUndefined();
    const note = compose({ kind: 'progressNote', record: progressRecord() });
    expect(valueOf(note, 'dischargePlan', dischargePlanLabels.physicianName)).toBe(
      fullProgressNote.dischargePlan.physicianName,
    );
    expect(blocks.slice(1)).toEqual([
      {
        type: 'signatures',
        signers: [
          {
            caption: "Therapist's signature",
            name: 'Sam Whitfield, OTR/L',
            date: '11/02/2026',
            image: null,
          },
        ],
      },
      {
        type: 'statement',
        caption: 'Certification of the plan of treatment',
        paragraphs: [
          'Certification period: 11/02/2026 to 12/31/2026.  Discipline: Occupational.',
          'I certify the need for these services furnished under this plan of treatment while under my care. The plan of treatment will be reviewed before the certification period ends on 12/31/2026.',
        ],
      },
      {
        type: 'signatures',
        signers: [
          { caption: 'Physician/NPP signature', name: 'Dr. Helen Okafor', date: '', image: null },
        ],
      },
    ]);
  });

  it('prints a plan certified in the app e-signed by the member, with no line to sign on paper', () => {
    const certification = {
      certifiedAt: '2026-11-03T15:04:00.000Z',
      certifiedBy: { name: 'Lena Ortiz', credentials: 'OD', npi: '1234567893', memberId: 'm1' },
    };
    const certified = compose({ certification, timeZone: 'America/New_York' });
    const blocks = sectionOf(certified, 'dischargePlan')?.blocks ?? [];
    expect(blocks.map((b) => b.type)).toEqual(['fields', 'signatures', 'statement']);
    expect(blocks.at(-1)).toMatchObject({
      caption: 'Certification of the plan of treatment',
      paragraphs: [
        expect.stringContaining('Certification period'),
        expect.stringContaining('I certify the need'),
        'Electronically signed by Lena Ortiz, OD, NPI 1234567893 on November 3, 2026 at 10:04 AM EST',
      ],
    });
    // Only a main evaluation or an update note prints a certification.
    const note = compose({ kind: 'progressNote', record: progressRecord(), certification });
    const noteText = JSON.stringify(sectionOf(note, 'dischargePlan')?.blocks);
    expect(noteText).not.toContain('Lena Ortiz');
  });

  it('prints the lines to sign and the certification on a record with no discharge plan', () => {
    const blocks = sectionOf(compose({ record: stored({ appointment: {} }) }), 'dischargePlan');
    expect(blocks?.blocks.map((b) => b.type)).toEqual(['signatures', 'statement', 'signatures']);
    const progress = compose({ kind: 'progressNote', record: stored({ appointment: {} }) });
    expect(sectionOf(progress, 'dischargePlan')?.blocks).toEqual([
      {
        type: 'signatures',
        signers: [{ caption: "Therapist's signature", name: '', date: '', image: null }],
      },
    ]);
  });
});
