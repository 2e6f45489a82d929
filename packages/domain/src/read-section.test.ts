import { describe, expect, it } from 'vitest';
import { oxfordScaleOptions, painOptions } from './options';
import { readSectionLeniently, storedValueText } from './read-section';
import { emptySection, parseSection, sectionNames } from './sections';

const evaluationOne = parseSection('evaluationOne', {
  presentMedicalHistory: 'Headaches when reading',
  pastMedicalHistory: 'Asthma',
  locationofInjury: 'Frontal Lobe',
});
const observation = parseSection('objectiveObservation', {
  eyeDominance: 'Left',
  mood: ['Alert'],
  leftObservation: {
    directLightResponse: 'Brisk',
    pain: painOptions[0],
    eyeMuscleStrength: { LR: oxfordScaleOptions[0], MR: oxfordScaleOptions[1] },
  },
  rightObservation: { directLightResponse: 'Sluggish' },
});

describe('reading a stored section leniently', () => {
  it('reads a valid section exactly as the schema parses it, with nothing unreadable', () => {
    expect(readSectionLeniently('objectiveObservation', observation)).toEqual({
      value: observation,
      unreadable: [],
    });
    for (const name of sectionNames) {
      expect(readSectionLeniently(name, undefined), name).toEqual({
        value: emptySection(name),
        unreadable: [],
      });
    }
  });

  it('keeps every other field when one does not fit, and lists the one with what is stored', () => {
    const stored = { ...evaluationOne, locationofInjury: 'Left temporal lobe' };
    const read = readSectionLeniently('evaluationOne', stored);
    expect(read.value).toEqual({ ...evaluationOne, locationofInjury: '' });
    expect(read.unreadable).toEqual([
      { path: ['locationofInjury'], label: 'Location of injury', raw: 'Left temporal lobe' },
    ]);
  });

  it('reads nested per-eye groups field by field', () => {
    const base = observation;
    const stored = {
      ...base,
      leftObservation: {
        ...base.leftObservation,
        pain: 'Throbbing',
        eyeMuscleStrength: { ...base.leftObservation.eyeMuscleStrength, LR: 6 },
      },
      rightObservation: 'Normal',
    };
    const read = readSectionLeniently('objectiveObservation', stored);
    expect(read.value.eyeDominance).toBe(base.eyeDominance);
    expect(read.value.leftObservation).toEqual({
      ...base.leftObservation,
      pain: '',
      eyeMuscleStrength: { ...base.leftObservation.eyeMuscleStrength, LR: '' },
    });
    expect(read.value.rightObservation).toEqual(
      emptySection('objectiveObservation').rightObservation,
    );
    expect(read.unreadable).toEqual([
      {
        path: ['leftObservation', 'eyeMuscleStrength', 'LR'],
        label: 'Left eye › Eye muscle strength › Lateral rectus (LR)',
        raw: 6,
      },
      { path: ['leftObservation', 'pain'], label: 'Left eye › Pain', raw: 'Throbbing' },
      { path: ['rightObservation'], label: 'Right eye', raw: 'Normal' },
    ]);
  });

  it('keeps the list items that still fit and lists the rest', () => {
    const read = readSectionLeniently('objectiveObservation', { mood: ['Alert', 'Sleepy'] });
    expect(read.value.mood).toEqual(['Alert']);
    expect(read.unreadable).toEqual([{ path: ['mood'], label: 'Mood', raw: ['Sleepy'] }]);
  });

  it('lets a field give way to a rule across fields (a period that ends before it starts)', () => {
    const certification = { from: '2026-05-01', to: '2026-04-01', discipline: 'Speech' };
    const read = readSectionLeniently('dischargePlan', { therapistName: 'Ada', certification });
    expect(read.value.therapistName).toBe('Ada');
    expect(read.value.certification).toEqual({ from: '2026-05-01', to: '', discipline: '' });
    expect(read.unreadable.map((f) => [f.label, f.raw])).toEqual([
      ['Certification › Discipline', 'Speech'],
      ['Certification › Certified to', '2026-04-01'],
    ]);
  });

  it('lists every key of an entirely foreign object, and content that is not an object at all', () => {
    const foreign = readSectionLeniently('longTermGoals', { goals: 'Read again', visits: 12 });
    expect(foreign.value).toEqual(emptySection('longTermGoals'));
    expect(foreign.unreadable).toEqual([
      { path: ['goals'], label: 'Goals', raw: 'Read again' },
      { path: ['visits'], label: 'Visits', raw: 12 },
    ]);
    const text = readSectionLeniently('evaluationOne', 'Seen in 2019 for headaches');
    expect(text.value).toEqual(emptySection('evaluationOne'));
    expect(text.unreadable).toEqual([
      { path: [], label: 'Stored content', raw: 'Seen in 2019 for headaches' },
    ]);
  });

  it('does not list stored values that hold nothing (null, empty text)', () => {
    const read = readSectionLeniently('appointment', {
      physiciansName: null,
      rx: '',
      insurance: '',
    });
    expect(read.value).toEqual(emptySection('appointment'));
    expect(read.unreadable).toEqual([]);
  });

  it('words stored values as plain text', () => {
    expect(storedValueText('Throbbing')).toBe('Throbbing');
    expect(storedValueText(6)).toBe('6');
    expect(storedValueText(['Sleepy', null, 'Calm'])).toBe('Sleepy, Calm');
    expect(storedValueText({ title: 'Medicare B', code: null })).toBe('title: Medicare B');
    expect(storedValueText(null)).toBe('');
  });
});
