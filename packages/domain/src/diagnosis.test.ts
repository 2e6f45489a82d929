import { describe, expect, it } from 'vitest';
import { Appointment } from './appointment';
import { diagnosisLabel, diagnosisOf, Diagnosis, othersDiagnosis } from './diagnosis';
import { msg } from './messages';
import { PatientReg } from './patient-reg';

const issuesOf = (input: unknown) =>
  Appointment.safeParse(input).error?.issues.map((i) => ({ path: i.path, message: i.message }));

describe('Diagnosis', () => {
  it('takes a shipped code with its description, and the others item', () => {
    expect(Diagnosis.parse({ title: 'Convergence insufficiency', code: 'H51.11' })).toEqual({
      title: 'Convergence insufficiency',
      code: 'H51.11',
    });
    expect(Diagnosis.parse(othersDiagnosis)).toEqual({ title: 'others', code: '' });
    expect(diagnosisOf('R48.0')).toEqual({ title: 'Dyslexia and alexia', code: 'R48.0' });
    expect(diagnosisOf('X99.9')).toBeUndefined();
  });

  it('refuses an unknown code by name, asks for a missing one, and refuses a code on others', () => {
    const at = ['primaryDiagnosis', 0, 'code'];
    expect(issuesOf({ primaryDiagnosis: [{ title: 'Flu', code: 'J11.1' }] })).toEqual([
      { path: at, message: msg.unknownCode('J11.1') },
    ]);
    expect(
      issuesOf({ primaryDiagnosis: [{ title: 'Convergence insufficiency', code: 'h51.11' }] }),
    ).toEqual([{ path: at, message: msg.unknownCode('h51.11') }]);
    expect(issuesOf({ primaryDiagnosis: [{ title: 'others', code: 'H51.11' }] })).toEqual([
      { path: at, message: msg.othersHasNoCode },
    ]);
    expect(issuesOf({ primaryDiagnosis: [{ title: 'Diplopia' }] })).toEqual([
      { path: at, message: msg.chooseCode },
    ]);
    expect(issuesOf({ primaryDiagnosis: [{ title: 'Diplopia', code: '' }] })).toEqual([
      { path: at, message: msg.chooseCode },
    ]);
    expect(
      PatientReg.shape.treatmentDiagnosis.safeParse([{ title: 'x', code: 'Q99.9' }]).success,
    ).toBe(false);
  });

  it('keeps a code listed twice, and a second others, once', () => {
    const list = Appointment.shape.primaryDiagnosis.parse([
      { title: 'Diplopia', code: 'H53.2' },
      othersDiagnosis,
      { title: 'Diplopia', code: 'H53.2' },
      othersDiagnosis,
    ]);
    expect(list).toEqual([{ title: 'Diplopia', code: 'H53.2' }, othersDiagnosis]);
  });

  it('reads as code and description', () => {
    expect(diagnosisLabel({ title: 'Convergence insufficiency', code: 'H51.11' })).toBe(
      'H51.11 Convergence insufficiency',
    );
    expect(diagnosisLabel(othersDiagnosis)).toBe('others');
  });
});
