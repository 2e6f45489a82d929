import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { Fold } from './Fold';

describe('Fold', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('is closed to its title and summary, and opens and closes from its heading button', () => {
    const onOpen = vi.fn();
    renderWithMantine(
      <Fold title="Access log" summary="Who viewed these records" onOpen={onOpen}>
        <p>Inside</p>
      </Fold>,
    );
    const region = screen.getByRole('region', { name: 'Access log' });
    const toggle = screen.getByRole('button', {
      name: 'Access log',
      description: 'Who viewed these records',
    });
    expect(region.contains(toggle)).toBe(true);
    expect(screen.getByRole('heading', { level: 2 }).contains(toggle)).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Inside')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Inside')).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.textContent).toBe(
      'Inside',
    );
    expect(onOpen).toHaveBeenCalledOnce();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Inside')).toBeNull();
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('opens as it was last left on this device, for the next patient too', () => {
    const onOpen = vi.fn();
    const first = renderWithMantine(
      <Fold title="Measures over time" summary="3 findings">
        <p>Graphs</p>
      </Fold>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Measures over time/ }));
    first.unmount();
    renderWithMantine(
      <Fold title="Measures over time" summary="5 findings" onOpen={onOpen}>
        <p>Graphs</p>
      </Fold>,
    );
    expect(screen.getByText('Graphs')).toBeTruthy();
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('opens by itself while urgent, until the person closes it', () => {
    renderWithMantine(
      <Fold title="Home programme" summary="A form not saved" isUrgent>
        <p>Inside</p>
      </Fold>,
    );
    expect(screen.getByText('Inside')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Home programme/ }));
    expect(screen.queryByText('Inside')).toBeNull();
  });
});
