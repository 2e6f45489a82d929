import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPause } from './after-pause';

describe('a job run after a pause in typing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs only the latest job, once the pause has passed', () => {
    const runs: string[] = [];
    const pause = afterPause(300);
    pause.schedule(() => runs.push('first'));
    vi.advanceTimersByTime(200);
    pause.schedule(() => runs.push('second'));
    vi.advanceTimersByTime(200);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(runs).toEqual(['second']);
    vi.advanceTimersByTime(1000);
    expect(runs).toEqual(['second']);
  });

  it('runs a flushed job now and never again when its timer would have fired', () => {
    const runs: string[] = [];
    const pause = afterPause(300);
    pause.schedule(() => runs.push('typed'));
    pause.flush();
    expect(runs).toEqual(['typed']);
    vi.advanceTimersByTime(1000);
    pause.flush();
    expect(runs).toEqual(['typed']);
  });

  it('drops a cancelled job', () => {
    const runs: string[] = [];
    const pause = afterPause(300);
    pause.schedule(() => runs.push('typed'));
    pause.cancel();
    vi.advanceTimersByTime(1000);
    pause.flush();
    expect(runs).toEqual([]);
  });
});
