import { describe, expect, it } from 'vitest';
import { signIn, signOut } from '../../lib/session';
import { selectEvaluation, selectNote, selectPatient, selection } from './state';

describe('selection', () => {
  it('selecting a patient clears the evaluation and note first', () => {
    selectPatient('a');
    selectEvaluation('e1');
    selectNote('Progress Note', 'n1');
    selectPatient('b');
    expect(selection.get()).toEqual({
      patientId: 'b',
      evaluationId: null,
      noteId: null,
      evaluationType: 'mainEvaluation',
    });
  });
  it('clearing a note resets its id and keeps the type; it survives in sessionStorage', () => {
    selectNote('Update Note', 'n2');
    selectNote('Update Note', null);
    expect(selection.get().noteId).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('optolight.selection') ?? '{}')).toMatchObject({
      evaluationType: 'Update Note',
    });
  });

  it('is forgotten on sign-out, so the next person on the tablet starts with no patient', () => {
    signIn({ token: 't', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    selectPatient('a');
    selectEvaluation('e1');
    signOut();
    expect(selection.get()).toMatchObject({ patientId: null, evaluationId: null });
    expect(sessionStorage.getItem('optolight.selection')).not.toContain('"a"');
  });
});
