import { z } from 'zod';
import {
  LoginRequest,
  NewPasswordRequest,
  ProfileUpdate,
  ResetRequest,
  SignupRequest,
  User,
} from '@optolight/domain';
import { endpoint } from './endpoint';

const Session = z.object({ token: z.string(), expiresAt: z.string() });
const Message = z.object({ message: z.string() });
const Token = z.strictObject({ token: z.string().min(16).max(200) });
const Upload = z.object({ imageUrl: z.string() });

export const login = endpoint({
  method: 'POST',
  path: '/api/login',
  access: 'public',
  body: LoginRequest,
  response: Session,
});
/** Ends the caller's session on the server; the token is refused from then on. */
export const logout = endpoint({
  method: 'POST',
  path: '/api/logout',
  access: 'signedIn',
  response: Message,
});
export const signup = endpoint({
  method: 'POST',
  path: '/api/signup',
  access: 'public',
  body: SignupRequest,
  response: Session,
});
export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/resetpassword',
  access: 'public',
  body: ResetRequest,
  response: Message,
});
export const checkResetToken = endpoint({
  method: 'GET',
  path: '/api/resetpassword/:token',
  access: 'public',
  params: Token,
  response: Message,
});
export const setNewPassword = endpoint({
  method: 'POST',
  path: '/api/resetpassword/:token',
  access: 'public',
  params: Token,
  body: NewPasswordRequest,
  response: Message,
});
export const getUser = endpoint({
  method: 'GET',
  path: '/api/user',
  access: 'signedIn',
  response: User,
});
export const updateUser = endpoint({
  method: 'POST',
  path: '/api/user',
  access: 'signedIn',
  body: ProfileUpdate,
  response: User,
});
export const uploadAvatar = endpoint({
  method: 'POST',
  path: '/api/user/image',
  access: 'signedIn',
  multipart: { field: 'image', media: 'image/*' },
  response: Upload,
});
export const uploadSignature = endpoint({
  method: 'POST',
  path: '/api/signature',
  access: 'professionalWrite',
  multipart: { field: 'image', media: 'image/*' },
  response: Upload,
});
