import type { MutationResult, PushResponse } from '@optolight/contract';
import { v7 as uuidv7 } from 'uuid';
import type { caller } from './harness';

/**
 * Another device of the same account, saving through sync as the PWA does: edits that reach a
 * record without passing through the REST API.
 */
export async function tablet(as: ReturnType<typeof caller>) {
  const deviceId = uuidv7();
  let seq = 0;
  const registered = await as.post('/api/sync/devices', { deviceId });
  if (registered.statusCode !== 200) throw new Error(`device refused: ${registered.body}`);
  const push = async (mutation: object): Promise<MutationResult> => {
    const res = await as.post('/api/sync/push', {
      deviceId,
      mutations: [{ ...mutation, seq: ++seq, mutationId: uuidv7() }],
    });
    const result = res.json<PushResponse>().results[0];
    if (res.statusCode !== 200 || result?.status !== 'applied') {
      throw new Error(`push refused: ${res.body}`);
    }
    return result;
  };
  return {
    create: (recordId: string, kind: string, parentId: string | null) =>
      push({ type: 'createRecord', recordId, kind, parentId, createdAt: new Date().toISOString() }),
    /** Saves `data` as an edit of `base`, which the device holds at `baseVersion`. */
    save: (recordId: string, section: string, data: object, base: object, baseVersion: number) =>
      push({ type: 'saveSection', recordId, section, data, base, baseVersion }),
  };
}
