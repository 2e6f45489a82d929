export { call, upload } from './client';
export { RequestError, messageOf } from './errors';
