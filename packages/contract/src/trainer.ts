import { endpoint } from './endpoint';
import {
  ListTrainerRoundsQuery,
  ListTrainerRoundsResponse,
  PushTrainerRoundsRequest,
  PushTrainerRoundsResponse,
} from './trainer-schemas';

/**
 * The eye trainer's rounds. Signed in, plus the trainer entitlement
 * (docs/decisions.md#who-may-use-the-trainer) checked by the service: an active patient plan or
 * trial, or a professional account.
 */
export const pushTrainerRounds = endpoint({
  method: 'POST',
  path: '/api/trainer/rounds',
  access: 'signedIn',
  body: PushTrainerRoundsRequest,
  response: PushTrainerRoundsResponse,
});
export const listTrainerRounds = endpoint({
  method: 'GET',
  path: '/api/trainer/rounds',
  access: 'signedIn',
  query: ListTrainerRoundsQuery,
  response: ListTrainerRoundsResponse,
});
