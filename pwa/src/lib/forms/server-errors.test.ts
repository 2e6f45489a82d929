import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../api';
import { applyServerErrors } from './server-errors';

interface Form {
  email: string;
  userHandle: string;
}

describe('applyServerErrors', () => {
  it('puts known fields on the fields and the rest on the general line', () => {
    const setError = vi.fn();
    const error = new RequestError(400, {
      message: 'Please correct the highlighted fields',
      errors: { email: 'Email is already in use', other: 'Something else' },
    });
    applyServerErrors<Form>(error, setError, ['email', 'userHandle']);
    expect(setError).toHaveBeenCalledWith('email', {
      type: 'server',
      message: 'Email is already in use',
    });
    expect(setError).toHaveBeenCalledWith('root.server', {
      type: 'server',
      message: 'Please correct the highlighted fields Something else',
    });
  });

  it('does not repeat a general message the server also sent as a field', () => {
    const setError = vi.fn();
    const error = new RequestError(400, {
      message: 'Wrong email or password',
      errors: { general: 'Wrong email or password' },
    });
    applyServerErrors<Form>(error, setError, ['email']);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('root.server', {
      type: 'server',
      message: 'Wrong email or password',
    });
  });
});
