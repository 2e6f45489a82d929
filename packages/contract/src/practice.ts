import { endpoint } from './endpoint';
import { PracticeView } from './practice-schemas';

/** The caller's practice: its profile and members, the caller's own role among them. */
export const getPractice = endpoint({
  method: 'GET',
  path: '/api/practice',
  access: 'professionalRead',
  response: PracticeView,
});
