import { api } from '@optolight/contract';
import type { BodyOf } from '@optolight/contract';
import { call, upload } from '../../../lib/api';

export const updateProfile = (body: BodyOf<typeof api.updateUser>) =>
  call(api.updateUser, { body });
export const uploadAvatar = (file: File) => upload(api.uploadAvatar, file);
