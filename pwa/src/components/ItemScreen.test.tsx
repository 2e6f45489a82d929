import { voms } from '@optolight/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { ItemScreen } from './ItemScreen';

describe('ItemScreen', () => {
  it('writes out every value of a VOMS rating as a button, the given one checked', () => {
    const item = voms.items[0];
    if (!item) throw new Error('no item');
    const onAnswer = vi.fn();
    renderWithMantine(<ItemScreen item={item} value={3} onAnswer={onAnswer} />);
    const answers = screen.getAllByRole('radio');
    expect(answers.map((a) => a.textContent)).toEqual([
      '0 none',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10 severe',
    ]);
    expect(screen.getByRole('radio', { name: '3' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: '10 severe' }));
    expect(onAnswer).toHaveBeenCalledWith(10);
  });

  it('takes a near point typed in cm, only on the scale', () => {
    const item = voms.items.at(-1);
    if (!item) throw new Error('no item');
    const onAnswer = vi.fn();
    renderWithMantine(<ItemScreen item={item} value={null} onAnswer={onAnswer} />);
    const field = screen.getByRole('textbox');
    const enter = screen.getByRole('button', { name: 'Enter' });
    fireEvent.change(field, { target: { value: '4.3' } });
    expect(enter.hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: '4.5' } });
    fireEvent.click(enter);
    expect(onAnswer).toHaveBeenCalledWith(4.5);
  });
});
