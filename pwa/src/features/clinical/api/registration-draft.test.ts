import { PatientRegDraft } from '@optolight/contract';
import { describe, expect, it } from 'vitest';
import { sendableDraft } from './registration-draft';

describe('registration draft sent to the server', () => {
  it('keeps the fields that pass their rule and leaves half-done ones on the device', () => {
    const draft = sendableDraft({
      lastName: 'Hopper',
      firstName: 'A first name far past fifteen',
      initialEvaluation: '',
      rx: 'No',
      service: ['PT'],
      duration: null,
      notAField: 'x',
    });
    expect(draft).toMatchObject({ lastName: 'Hopper', rx: 'No', service: ['PT'], duration: null });
    expect(draft).not.toHaveProperty('firstName');
    expect(draft).not.toHaveProperty('initialEvaluation');
    expect(draft).not.toHaveProperty('notAField');
    // What the server's own check (the same contract schema) accepts.
    expect(PatientRegDraft.safeParse(draft).success).toBe(true);
  });
});
