import { describe, expect, it } from 'vitest';
import {
  emptySection,
  EvaluationType,
  evaluationTypeLabels,
  evaluationTypeOfKind,
  kindOfEvaluationType,
  kindUsesSection,
  parseSection,
  RecordKind,
  safeParseSection,
  sectionNames,
  sectionSchemas,
  sectionsOfKind,
  sectionTitles,
} from './sections';

describe('section registry', () => {
  it('parses {} into the full empty form of every section', () => {
    for (const name of sectionNames) {
      const empty = sectionSchemas[name].parse({});
      expect(empty, name).toEqual(emptySection(name));
      expect(Object.keys(empty).length, name).toBe(Object.keys(sectionSchemas[name].shape).length);
    }
  });

  it('gives a fresh object each time, so editing one form cannot leak into another', () => {
    const a = emptySection('objectiveObservation');
    const b = emptySection('objectiveObservation');
    a.leftObservation.eyeMuscleStrength.LR = '5/5';
    a.mood.push('Alert');
    expect(b.leftObservation.eyeMuscleStrength.LR).toBe('');
    expect(b.mood).toEqual([]);
    expect(emptySection('objectiveObservation').mood).toEqual([]);
  });

  it('rejects unknown keys in every section', () => {
    for (const name of sectionNames) {
      expect(safeParseSection(name, { notAField: 1 }).success, name).toBe(false);
    }
  });

  it('keeps the section type when parsing by name', () => {
    const goals = parseSection('longTermGoals', { agrement: ' yes ' });
    expect(goals.agrement).toBe('yes');
    expect(goals.frequencyTreatmentWK).toBeNull();
  });

  it('titles every section for the history dialog', () => {
    expect(Object.values(sectionTitles)).toEqual([
      'Appointment',
      'Evaluation One',
      'Evaluation Two',
      'Objective Observation',
      'Binocular Vision',
      'Short Term Goals',
      'Long Term Goals',
      'Note',
      'Discharge',
    ]);
  });
});

describe('evaluation types and record kinds', () => {
  it('labels the main evaluation with the typo fixed', () => {
    expect(evaluationTypeLabels.mainEvaluation).toBe('MAIN EVALUATION');
    expect(evaluationTypeLabels['Progress Note']).toBe('PROGRESS NOTE');
  });

  it('maps kinds and evaluation types both ways', () => {
    for (const kind of RecordKind.options) {
      expect(kindOfEvaluationType[evaluationTypeOfKind[kind]]).toBe(kind);
    }
    for (const type of EvaluationType.options) {
      expect(evaluationTypeOfKind[kindOfEvaluationType[type]]).toBe(type);
    }
    expect(EvaluationType.safeParse('Progress Note').success).toBe(true);
    expect(EvaluationType.safeParse('progressNote').success).toBe(false);
  });

  it('gives the main evaluation its eight sections and notes the /soapnotes five', () => {
    expect(sectionsOfKind.mainEvaluation).toEqual(sectionNames.filter((n) => n !== 'noteContent'));
    for (const kind of ['progressNote', 'updateNote', 'dischargeNote'] as const) {
      expect(sectionsOfKind[kind]).toEqual([
        'appointment',
        'objectiveObservation',
        'binocularVision',
        'noteContent',
        'dischargePlan',
      ]);
    }
    expect(kindUsesSection('mainEvaluation', 'noteContent')).toBe(false);
    expect(kindUsesSection('progressNote', 'evaluationOne')).toBe(false);
    expect(kindUsesSection('mainEvaluation', 'evaluationOne')).toBe(true);
  });
});
