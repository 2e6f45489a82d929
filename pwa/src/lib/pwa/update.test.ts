import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appUpdate, registerUpdates, type UpdatableWorker } from './update';

function fakeWorker() {
  const listeners = new Map<string, () => void>();
  const skipWaiting = vi.fn();
  const worker: UpdatableWorker & {
    emit: (type: string) => void;
    skipWaiting: typeof skipWaiting;
  } = {
    addEventListener: (type, listener) => {
      listeners.set(type, listener);
    },
    messageSkipWaiting: skipWaiting,
    skipWaiting,
    register: vi.fn(() => Promise.resolve(undefined)),
    emit: (type) => listeners.get(type)?.(),
  };
  return worker;
}

describe('app updates', () => {
  // The prompt's state is the module's: each test starts with no update waiting.
  beforeEach(() => {
    appUpdate.set({ isWaiting: false, apply: () => undefined });
  });

  it('waits for the person: a waiting worker only raises the prompt', async () => {
    const worker = fakeWorker();
    const reload = vi.fn();
    await registerUpdates(worker, reload);
    expect(appUpdate.get().isWaiting).toBe(false);
    worker.emit('waiting');
    expect(appUpdate.get().isWaiting).toBe(true);
    expect(worker.skipWaiting).not.toHaveBeenCalled();
    // Another tab taking the update does not reload this one.
    worker.emit('controlling');
    expect(reload).not.toHaveBeenCalled();
  });

  it('applies the update and reloads once the new worker controls the page', async () => {
    const worker = fakeWorker();
    const reload = vi.fn();
    await registerUpdates(worker, reload);
    worker.emit('waiting');
    appUpdate.get().apply();
    expect(worker.skipWaiting).toHaveBeenCalledOnce();
    worker.emit('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('goes on without the offline copy when the browser refuses the worker', async () => {
    const worker = fakeWorker();
    worker.register = vi.fn(() => Promise.reject(new TypeError('registration refused')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(registerUpdates(worker)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(appUpdate.get().isWaiting).toBe(false);
    warn.mockRestore();
  });
});
