import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../../test/render';
import { LandingSlider } from './LandingSlider';

describe('LandingSlider', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('auto-plays and renders only slides within two positions of the current one', () => {
    vi.useFakeTimers();
    renderWithMantine(<LandingSlider />);
    expect(screen.getAllByTestId('landing-slide')).toHaveLength(3);
    expect(
      screen
        .getByText(/Clear records/)
        .closest('figure')
        ?.getAttribute('aria-hidden'),
    ).toBe('false');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getAllByTestId('landing-slide')).toHaveLength(4);
    expect(
      screen
        .getByText(/Guided eye-tracking/)
        .closest('figure')
        ?.getAttribute('aria-hidden'),
    ).toBe('false');
  });

  it('can be paused', () => {
    vi.useFakeTimers();
    renderWithMantine(<LandingSlider />);
    act(() => {
      screen.getByRole('button', { name: 'Pause slides' }).click();
    });
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(
      screen
        .getByText(/Clear records/)
        .closest('figure')
        ?.getAttribute('aria-hidden'),
    ).toBe('false');
  });
});
