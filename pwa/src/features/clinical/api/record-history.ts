import { api, type RecordHistory } from '@optolight/contract';
import { call } from '../../../lib/api';

/** A record's history: on the server only, so it needs a connection (docs/product.md#record-history). */
export function fetchRecordHistory(id: string, signal?: AbortSignal): Promise<RecordHistory> {
  return call(api.recordHistory, { params: { id }, ...(signal ? { signal } : {}) });
}
