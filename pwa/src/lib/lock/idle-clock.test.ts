import { describe, expect, it } from 'vitest';
import { canTryAgain, isIdleTooLong, MAX_FAILURES, retryDelayMs } from './idle-clock';

const minute = 60_000;

describe('idle clock', () => {
  it('locks once the idle time has passed since the last activity, not before', () => {
    const last = Date.parse('2026-03-02T09:00:00Z');
    expect(isIdleTooLong(last, last + 14 * minute, 15 * minute)).toBe(false);
    expect(isIdleTooLong(last, last + 15 * minute, 15 * minute)).toBe(true);
  });

  it('counts time asleep: a tablet waking 20 minutes later is past a 15 minute idle time', () => {
    const last = Date.parse('2026-03-02T09:00:00Z');
    expect(isIdleTooLong(last, last + 20 * minute, 15 * minute)).toBe(true);
  });

  it('locks when the clock was set back, so idle time cannot be wound back', () => {
    const last = Date.parse('2026-03-02T09:00:00Z');
    expect(isIdleTooLong(last, last - 2 * minute, 15 * minute)).toBe(true);
    expect(isIdleTooLong(last, last - 1000, 15 * minute)).toBe(false);
  });

  it('waits longer after each wrong try and stops offering tries after the last', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([0, 2000, 4000, 8000]);
    expect(canTryAgain(MAX_FAILURES - 1)).toBe(true);
    expect(canTryAgain(MAX_FAILURES)).toBe(false);
  });
});
