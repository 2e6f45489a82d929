import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

/** A task that waits until the test lets it finish, answering what the world was when it looked. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('oneAtATime', () => {
  it('gives a call made during a run one run of its own after it, shared by later callers', async () => {
    const run = oneAtATime<string>();
    const key = {};
    let world = 'offline';
    let started = 0;
    const first = gate();
    const a = run(key, async () => {
      started++;
      const seen = world;
      await first.opened;
      return seen;
    });
    world = 'online';
    const look = () => {
      started++;
      return Promise.resolve(world);
    };
    const b = run(key, look);
    const c = run(key, look);
    expect(started).toBe(1);
    first.open();
    expect(await a).toBe('offline');
    expect(await b).toBe('online');
    expect(await c).toBe('online');
    expect(started).toBe(2);
  });

  it('runs again after a run that failed, and keys never wait on each other', async () => {
    const run = oneAtATime<number>();
    const one = {};
    const other = {};
    const hold = gate();
    const failing = run(one, async () => {
      await hold.opened;
      throw new Error('fault');
    });
    const after = run(one, () => Promise.resolve(2));
    expect(await run(other, () => Promise.resolve(3))).toBe(3);
    hold.open();
    await expect(failing).rejects.toThrow('fault');
    expect(await after).toBe(2);
    expect(await run(one, () => Promise.resolve(4))).toBe(4);
  });
});
