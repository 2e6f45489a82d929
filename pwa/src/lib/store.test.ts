import { describe, expect, it, vi } from 'vitest';
import { createStore, resetAllStores } from './store';

describe('resetAllStores', () => {
  it('puts every store back to the value it was made with, telling no one', () => {
    const waiting = createStore(false);
    const user = createStore<{ name: string } | null>(null);
    const heard = vi.fn();
    waiting.subscribe(heard);
    waiting.set(true);
    user.set({ name: 'Ada' });
    heard.mockClear();

    resetAllStores();

    expect(waiting.get()).toBe(false);
    expect(user.get()).toBeNull();
    expect(heard).not.toHaveBeenCalled();
  });
});
