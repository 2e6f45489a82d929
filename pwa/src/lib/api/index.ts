export { call, upload, type CallInput } from './client';
export { RequestError, messageOf, offlineMessage } from './errors';
