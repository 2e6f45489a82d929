import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HomeProgram } from '../home/program';
import { PatientInfo } from '../patient';
import { PatientReg } from '../patient-reg';
import { sectionNames, sectionSchemas } from '../sections';
import { fieldLabel, fieldLabels, fieldOrderOf, humaniseFieldName, labelledSectionOf } from '.';

/** Every key of a schema and of its nested groups (objects behind defaults); nullable objects
 * such as insurance `{ title }` and country are values, as in FieldKeys. */
function fieldKeys(schema: z.ZodType): string[] {
  const inner = schema instanceof z.ZodDefault ? schema.unwrap() : schema;
  if (!(inner instanceof z.ZodObject)) return [];
  const shape: Record<string, z.ZodType> = inner.shape;
  return Object.entries(shape).flatMap(([key, child]) => [key, ...fieldKeys(child)]);
}

describe('field labels', () => {
  it('label every field and group of every section', () => {
    for (const name of sectionNames) {
      const labels: Record<string, string> = fieldLabels[name];
      const keys = fieldKeys(sectionSchemas[name]);
      expect(keys.length, name).toBeGreaterThan(1);
      for (const key of keys) {
        expect(labels[key], `${name}.${key}`).toMatch(/^[A-Z]/);
      }
    }
  });

  it('label every field of the patient forms', () => {
    for (const [name, schema] of [
      ['patientInfo', PatientInfo],
      ['patientReg', PatientReg],
      ['homeProgram', HomeProgram],
    ] as const) {
      const labels: Record<string, string> = fieldLabels[name];
      for (const key of fieldKeys(schema)) expect(labels[key], `${name}.${key}`).toBeTruthy();
    }
  });

  it('walks into nested groups', () => {
    expect(fieldKeys(sectionSchemas.evaluationSecond)).toContain('scinteillatingScotoma');
    expect(fieldKeys(sectionSchemas.objectiveObservation)).toContain('LR');
    expect(fieldKeys(sectionSchemas.dischargePlan)).toContain('to');
    expect(fieldKeys(sectionSchemas.appointment)).not.toContain('title');
  });

  it('has no labels for fields that do not exist', () => {
    for (const name of sectionNames) {
      const keys = new Set(fieldKeys(sectionSchemas[name]));
      for (const key of Object.keys(fieldLabels[name]))
        expect(keys.has(key), `${name}.${key}`).toBe(true);
    }
  });

  it('fix the misspelled field names for readers', () => {
    expect(fieldLabels.evaluationSecond.scinteillatingScotoma).toBe('Scintillating scotoma');
    expect(fieldLabels.evaluationSecond.anosometropia).toBe('Anisometropia');
    expect(fieldLabels.objectiveObservation.ciliospinalReflexs).toBe('Ciliospinal reflex');
    expect(fieldLabels.objectiveObservation.consenualResponse).toBe('Consensual response');
    expect(fieldLabels.longTermGoals.recomendedTreatment).toBe('Recommended treatment');
    expect(fieldLabels.longTermGoals.agrement).toBe('Agreement');
  });

  it('fall back to a readable name for an unknown key', () => {
    expect(fieldLabel('longTermGoals', 'frequencyTreatmentWK')).toBe('Visits per week');
    expect(fieldLabel('appointment', 'visitReasonCode')).toBe('Visit reason code');
    expect(fieldLabel('appointment', 'constructor')).toBe('Constructor');
    expect(humaniseFieldName('eval_type')).toBe('Eval type');
  });
});

describe('labelledSectionOf and fieldOrderOf', () => {
  it('find the labels of every stored section by its name', () => {
    expect(labelledSectionOf('info')).toBe('patientInfo');
    expect(labelledSectionOf('patientReg')).toBe('patientReg');
    expect(labelledSectionOf('objectiveObservation')).toBe('objectiveObservation');
    expect(labelledSectionOf('patientInfo')).toBeNull();
    expect(labelledSectionOf('toString')).toBeNull();
    expect(fieldOrderOf('appointment').slice(0, 2)).toEqual(['createdAt', 'appointmentDate']);
    expect(fieldOrderOf('nothing')).toEqual([]);
  });
});
