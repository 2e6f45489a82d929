import { api } from '@optolight/contract';
import type { BodyOf, Patient } from '@optolight/contract';
import { call, upload } from '../../../lib/api';

export const updateProfile = (body: BodyOf<typeof api.updateUser>) =>
  call(api.updateUser, { body });
export const uploadAvatar = (file: File) => upload(api.uploadAvatar, file);

/** GET /api/patients; on failure the list is empty, as in the original app. */
export async function listPatients(): Promise<Patient[]> {
  try {
    return await call(api.listPatients);
  } catch {
    return [];
  }
}
