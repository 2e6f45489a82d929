import { api } from '@optolight/contract';
import { call } from '../../../lib/api';

/** The patient account's side of the home programme (docs/product.md#home-programme). */
export const fetchMyProgram = () => call(api.myProgram);
export const linkWithCode = (code: string) => call(api.acceptInvite, { body: { code } });
export const unlinkTherapist = () => call(api.unlinkTherapist);
