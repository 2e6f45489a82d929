import { noSymptoms } from '@optolight/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../../test/render';
import { SymptomCheckForm } from './SymptomCheckForm';

describe('SymptomCheckForm', () => {
  it('needs every question answered before it continues', async () => {
    const onDone = vi.fn();
    renderWithMantine(<SymptomCheckForm when="before" onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getAllByText('Choose one')).toHaveLength(4);
  });

  it('asks whether double vision is known, and passes the answers on', async () => {
    const onDone = vi.fn();
    renderWithMantine(<SymptomCheckForm when="before" onDone={onDone} />);
    const answer = async (group: string, level: string) => {
      const radiogroup = screen.getByRole('radiogroup', { name: group });
      const radio = [...radiogroup.querySelectorAll('input')].find(
        (i) => i.labels?.[0]?.textContent === level,
      );
      if (radio) await userEvent.click(radio);
    };
    await answer('Double vision', 'Mild');
    await answer('Headache', 'None');
    await answer('Dizziness', 'Mild');
    await answer('Eye pain', 'None');
    await userEvent.click(screen.getByRole('checkbox', { name: /already knows/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledWith({
      ...noSymptoms,
      doubleVision: 'mild',
      dizziness: 'mild',
      doubleVisionKnown: true,
    });
  });
});
