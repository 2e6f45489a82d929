import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useShownAfter } from './use-shown-after';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('shows only what lasts, and hides it at once when it ends', () => {
  const { result, rerender } = renderHook(({ isOn }) => useShownAfter(isOn, 1000), {
    initialProps: { isOn: true },
  });
  act(() => {
    vi.advanceTimersByTime(999);
  });
  expect(result.current).toBe(false);
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(result.current).toBe(true);

  rerender({ isOn: false });
  expect(result.current).toBe(false);
  // On again: it waits again, as for the first time.
  rerender({ isOn: true });
  act(() => {
    vi.advanceTimersByTime(500);
  });
  expect(result.current).toBe(false);
});

it('never shows what ends within the wait', () => {
  const { result, rerender } = renderHook(({ isOn }) => useShownAfter(isOn, 1000), {
    initialProps: { isOn: true },
  });
  act(() => {
    vi.advanceTimersByTime(600);
  });
  rerender({ isOn: false });
  act(() => {
    vi.advanceTimersByTime(2000);
  });
  expect(result.current).toBe(false);
});
