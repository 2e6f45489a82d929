import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { roundTimer, type Clock } from './round-timer';

const clock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

/** A round that takes `ms` of (fake) time and then asks for the regular 30 s period. */
function rounds(ms: number) {
  const startedAt: number[] = [];
  const round = async () => {
    startedAt.push(Date.now());
    await new Promise((r) => setTimeout(r, ms));
    return 30_000;
  };
  return { round, startedAt };
}

describe('round timer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a save during a round goes out soon, not after the period the round asked for', async () => {
    const { round, startedAt } = rounds(1000);
    const timer = roundTimer(round, clock);
    void timer.run();
    await vi.advanceTimersByTimeAsync(800);
    // Saved 800 ms into the round: the save asks for a round within 400 ms; the round ends
    // 200 ms later and asks for its 30 s period, which must not push the save's round back.
    timer.within(400);
    await vi.advanceTimersByTimeAsync(1000);
    expect(startedAt).toEqual([0, 1200]);
    timer.stop();
  });

  it('a round asked for while one runs starts right after it', async () => {
    const { round, startedAt } = rounds(1000);
    const timer = roundTimer(round, clock);
    void timer.run();
    await vi.advanceTimersByTimeAsync(100);
    void timer.run();
    await vi.advanceTimersByTimeAsync(1001);
    // A zero timeout still takes a tick (1 ms on this clock).
    expect(startedAt).toEqual([0, 1001]);
    timer.stop();
  });

  it('without anything asked for, the next round follows the wait the round returned', async () => {
    const { round, startedAt } = rounds(10);
    const timer = roundTimer(round, clock);
    void timer.run();
    await vi.advanceTimersByTimeAsync(30_009);
    expect(startedAt).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(startedAt).toEqual([0, 30_010]);
    timer.stop();
  });

  it('a round that threw still leaves the next one promised', async () => {
    let calls = 0;
    const timer = roundTimer(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('worker stopped')) : Promise.resolve(30_000);
    }, clock);
    await expect(timer.run()).rejects.toThrow('worker stopped');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(2);
    timer.stop();
  });

  it('stops for good', async () => {
    const { round, startedAt } = rounds(10);
    const timer = roundTimer(round, clock);
    timer.within(100);
    timer.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(startedAt).toEqual([]);
  });
});
