import { api, type BodyOf } from '@optolight/contract';
import { call } from '../../../lib/api';

/** The practice and its members (docs/practices.md). */
export const getPractice = () => call(api.getPractice);
export const invite = (body: BodyOf<typeof api.createPracticeInvitation>) =>
  call(api.createPracticeInvitation, { body });
export const joinPractice = (code: string) => call(api.joinPractice, { body: { code } });
export const changeMember = (memberId: string, body: BodyOf<typeof api.changePracticeMember>) =>
  call(api.changePracticeMember, { params: { memberId }, body });
export const removeMember = (memberId: string) =>
  call(api.removePracticeMember, { params: { memberId } });
