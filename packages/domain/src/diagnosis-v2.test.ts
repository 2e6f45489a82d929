import { describe, expect, it } from 'vitest';
import { Appointment } from './appointment';
import { PatientReg } from './patient-reg';
import { currentVersion, migrateStored } from './stored-versions';
import { legacyDiagnosisCodes } from './diagnosis-v2';
import { icd10Description } from './diagnosis';
import { primaryDiagnosisOptions, treatmentDiagnosisOptions } from './options';

const toV2 = (data: Record<string, unknown>) => migrateStored('appointment', data, 1);

describe('appointment version 2: diagnoses carry codes', () => {
  it('is the version written now, for the appointment and the registration form', () => {
    expect(currentVersion('appointment')).toBe(2);
    expect(currentVersion('patientReg')).toBe(2);
  });

  it('gives an old title its code and official description', () => {
    const up = toV2({
      primaryDiagnosis: [{ title: 'Diplopia' }, { title: 'Concussion / post-concussion syndrome' }],
      treatmentDiagnosis: [{ title: 'Convergence Insufficiency' }, { title: 'Anosometropia' }],
    });
    expect(up).toEqual({
      primaryDiagnosis: [
        { title: 'Diplopia', code: 'H53.2' },
        { title: 'Postconcussional syndrome', code: 'F07.81' },
      ],
      treatmentDiagnosis: [
        { title: 'Convergence insufficiency', code: 'H51.11' },
        { title: 'Anisometropia', code: 'H52.31' },
      ],
    });
    expect(Appointment.safeParse(up).success).toBe(true);
  });

  it('keeps others and its text', () => {
    expect(
      toV2({ primaryDiagnosis: [{ title: 'others' }], otherPrimaryDiagnosis: 'Photophobia' }),
    ).toEqual({
      primaryDiagnosis: [{ title: 'others', code: '' }],
      otherPrimaryDiagnosis: 'Photophobia',
    });
  });

  it('keeps a title without one code as others text, after what was typed', () => {
    const up = toV2({
      primaryDiagnosis: [{ title: 'Myopia' }, { title: 'others' }, { title: 'Stroke (CVA)' }],
      otherPrimaryDiagnosis: 'Keratoconus',
      treatmentDiagnosis: [{ title: 'Visual midline shift syndrome' }, { title: 'Retired option' }],
      othertreatmentDiagnosis: 'left over from an unticked others',
    });
    expect(up).toEqual({
      primaryDiagnosis: [
        { title: 'Myopia, unspecified eye', code: 'H52.10' },
        { title: 'others', code: '' },
      ],
      otherPrimaryDiagnosis: 'Keratoconus; Stroke (CVA)',
      treatmentDiagnosis: [{ title: 'others', code: '' }],
      othertreatmentDiagnosis: 'Visual midline shift syndrome; Retired option',
    });
    expect(Appointment.safeParse(up).success).toBe(true);
  });

  it('leaves what is not a title list to the lenient reader', () => {
    expect(toV2({ primaryDiagnosis: 'Diplopia', treatmentDiagnosis: [7] })).toEqual({
      primaryDiagnosis: 'Diplopia',
      treatmentDiagnosis: [7],
    });
  });

  it('leaves content that is version 2 already as it is', () => {
    const v2 = {
      primaryDiagnosis: [
        { title: 'Postconcussional syndrome', code: 'F07.81' },
        { title: 'others', code: '' },
      ],
      otherPrimaryDiagnosis: 'Photophobia',
      treatmentDiagnosis: [{ title: 'Saccadic eye movements', code: 'H55.81' }],
    };
    expect(toV2(v2)).toEqual(v2);
  });

  it('does the same for the registration form', () => {
    const up = migrateStored('patientReg', { primaryDiagnosis: [{ title: 'Hemianopia' }] }, 1);
    expect(up).toEqual({
      primaryDiagnosis: [{ title: 'others', code: '' }],
      otherPrimaryDiagnosis: 'Hemianopia',
    });
    expect(
      PatientReg.shape.primaryDiagnosis.safeParse(
        (up as { primaryDiagnosis: unknown }).primaryDiagnosis,
      ).success,
    ).toBe(true);
  });

  it('maps only old titles, each to a code this app ships', () => {
    const old: string[] = [...primaryDiagnosisOptions, ...treatmentDiagnosisOptions];
    for (const [title, code] of Object.entries(legacyDiagnosisCodes)) {
      expect(old, title).toContain(title);
      expect(icd10Description(code), title).toBeDefined();
    }
  });
});
