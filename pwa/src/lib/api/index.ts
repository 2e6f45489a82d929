export { call, download, upload, uploadWithProgress, type Transfer } from './client';
export { RequestError, messageOf } from './errors';
