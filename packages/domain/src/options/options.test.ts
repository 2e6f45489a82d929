import { describe, expect, it } from 'vitest';
import {
  autonomicNervousSystemOptions,
  certificationDisciplineOptions,
  consenualResponseOptions,
  directLightResponseOptions,
  dischargePlanOptions,
  edemaOptions,
  eyeDominanceOptions,
  eyeOpeningOptions,
  gaitOptions,
  initialEvaluationOptions,
  insuranceOptions,
  lawsofEyeMovementsOptions,
  locationofInjuryOptions,
  longTermGoalOptions,
  moodOptions,
  optionLabel,
  orientationOptions,
  otherTreatmentModalityOptions,
  oxfordScaleOptions,
  painOptions,
  ponsOptions,
  primaryDiagnosisOptions,
  pupilSizeandShapeOptions,
  reflexLabels,
  reflexOptions,
  rehabPotentialOptions,
  romScaleOptions,
  rxOptions,
  serviceOptions,
  severityOptions,
  shortTermGoalOptions,
  treatmentDiagnosisOptions,
  treatmentExerciseOptions,
  treatmentModalityOptions,
  treatmentPlanOptions,
  visualAcuityDevelopmentOptions,
  visualAcuityOptions,
} from '.';

const lists: Record<string, readonly string[]> = {
  insuranceOptions,
  primaryDiagnosisOptions,
  treatmentDiagnosisOptions,
  serviceOptions,
  severityOptions,
  oxfordScaleOptions,
  painOptions,
  reflexOptions,
  directLightResponseOptions,
  consenualResponseOptions,
  pupilSizeandShapeOptions,
  eyeOpeningOptions,
  lawsofEyeMovementsOptions,
  edemaOptions,
  romScaleOptions,
  eyeDominanceOptions,
  visualAcuityDevelopmentOptions,
  moodOptions,
  orientationOptions,
  visualAcuityOptions,
  gaitOptions,
  certificationDisciplineOptions,
  dischargePlanOptions,
  treatmentPlanOptions,
  locationofInjuryOptions,
  ponsOptions,
  autonomicNervousSystemOptions,
  shortTermGoalOptions,
  longTermGoalOptions,
  treatmentModalityOptions,
  rehabPotentialOptions,
  initialEvaluationOptions,
  rxOptions,
};

describe('option lists', () => {
  it('have the counts the product documents', () => {
    expect(insuranceOptions).toHaveLength(15);
    expect(primaryDiagnosisOptions).toHaveLength(27);
    expect(treatmentDiagnosisOptions).toHaveLength(18);
    expect(gaitOptions).toHaveLength(15);
    expect(shortTermGoalOptions).toHaveLength(16);
    expect(longTermGoalOptions).toHaveLength(2);
    expect(treatmentExerciseOptions).toHaveLength(8);
    expect(otherTreatmentModalityOptions).toHaveLength(7);
    expect(treatmentModalityOptions).toHaveLength(15);
    expect(oxfordScaleOptions).toHaveLength(10);
    expect(painOptions).toHaveLength(10);
    expect(locationofInjuryOptions).toHaveLength(9);
    expect(ponsOptions).toHaveLength(4);
    expect(autonomicNervousSystemOptions).toHaveLength(6);
    expect(rehabPotentialOptions).toHaveLength(6);
    expect(dischargePlanOptions).toHaveLength(3);
    expect(certificationDisciplineOptions).toHaveLength(4);
  });

  it("end the diagnosis and insurance lists with 'others'", () => {
    expect(primaryDiagnosisOptions.at(-1)).toBe('others');
    expect(treatmentDiagnosisOptions.at(-1)).toBe('others');
    expect(insuranceOptions.at(-1)).toBe('others');
    expect(primaryDiagnosisOptions[0]).toBe('Astigmatism');
    expect(primaryDiagnosisOptions.at(-2)).toBe('Vision changes');
  });

  it('keep the stored values of the original app', () => {
    expect(serviceOptions).toEqual(['PT', 'OT', 'ST', 'LV']);
    expect(severityOptions).toEqual(['None', 'Minimal', 'Moderate', 'Severe']);
    expect(edemaOptions).toEqual(['WNL', 'WFL', 'Minimal', 'Moderate', 'Severe']);
    expect(romScaleOptions).toEqual(['degree', 'm.m']);
    expect(initialEvaluationOptions).toEqual(['yes', 'No']);
    expect(rxOptions).toEqual(['Yes', 'No']);
    expect(oxfordScaleOptions[0]).toBe('5/5');
    expect(oxfordScaleOptions.at(-1)).toBe('0/5');
    expect(painOptions[0]).toBe('1/10 VAS');
    expect(painOptions.at(-1)).toBe('10/10 VAS');
    expect(treatmentDiagnosisOptions).toContain('Anosometropia');
    expect(ponsOptions).toContain('VI Carnial Nerve Nuclei');
    expect(insuranceOptions).toContain('Medicaid');
  });

  it('have no duplicate or blank values', () => {
    for (const [name, list] of Object.entries(lists)) {
      expect(new Set(list).size, name).toBe(list.length);
      expect(
        list.every((v) => v.trim() === v && v !== ''),
        name,
      ).toBe(true);
    }
  });
});

describe('option display labels', () => {
  it('correct the misspelled stored values', () => {
    expect(optionLabel('Cerbral Cortex')).toBe('Cerebral Cortex');
    expect(optionLabel('VI Carnial Nerve Nuclei')).toBe('VI Cranial Nerve Nuclei');
    expect(optionLabel('Longitudinal Fasiculus')).toBe('Longitudinal Fasciculus');
    expect(optionLabel('Nucleus Preposition Hypogloss')).toBe('Nucleus Prepositus Hypoglossi');
    expect(optionLabel('CN III and Sympathetic Palpibrae')).toBe(
      'CN III and Sympathetic Palpebrae',
    );
    expect(optionLabel('Anosometropia')).toBe('Anisometropia');
    expect(optionLabel('mainEvaluation')).toBe('MAIN EVALUATION');
    // Stored 'yes' beside 'No' reads 'Yes'.
    expect(optionLabel('yes')).toBe('Yes');
  });

  it('show reflexes as + and -', () => {
    expect(reflexLabels.positive).toBe('+');
    expect(reflexLabels.negative).toBe('-');
    expect(optionLabel('positive')).toBe('+');
  });

  it('leave correct values as stored', () => {
    expect(optionLabel('Frontal Lobe')).toBe('Frontal Lobe');
    expect(optionLabel('constructor')).toBe('constructor');
  });
});
