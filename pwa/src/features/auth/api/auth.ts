import { api } from '@optolight/contract';
import type { BodyOf } from '@optolight/contract';
import { call } from '../../../lib/api';

export const login = (body: BodyOf<typeof api.login>) => call(api.login, { body });
export const signup = (body: BodyOf<typeof api.signup>) => call(api.signup, { body });
export const requestReset = (body: BodyOf<typeof api.resetPassword>) =>
  call(api.resetPassword, { body });
export const checkResetToken = (token: string) => call(api.checkResetToken, { params: { token } });
export const setNewPassword = (token: string, body: BodyOf<typeof api.setNewPassword>) =>
  call(api.setNewPassword, { params: { token }, body });
