import { describe, expect, it } from 'vitest';
import { EvaluationDetails } from './evaluation-details';

describe('EvaluationDetails', () => {
  it('starts on the main evaluation with nothing selected', () => {
    expect(EvaluationDetails.parse({})).toEqual({ evaluationType: 'mainEvaluation' });
  });

  it('takes UUIDs and a known evaluation type', () => {
    const id = '01960f3a-7b2c-7d4e-8f90-123456789abc';
    expect(
      EvaluationDetails.parse({
        evaluationId: id,
        evaluationType: 'Update Note',
        currentUpdateNoteId: id,
      }),
    ).toEqual({ evaluationId: id, evaluationType: 'Update Note', currentUpdateNoteId: id });
    expect(EvaluationDetails.safeParse({ evaluationId: 'abc' }).success).toBe(false);
    expect(EvaluationDetails.safeParse({ evaluationType: 'Note' }).success).toBe(false);
    expect(EvaluationDetails.safeParse({ noteId: id }).success).toBe(false);
  });
});
