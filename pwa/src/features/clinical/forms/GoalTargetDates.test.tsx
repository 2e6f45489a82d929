import { goalKey, ShortTermGoals, shortTermGoalOptions } from '@optolight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../../test/render';
import { ShortTermGoalsForm } from './GoalsForms';

const [ticked] = shortTermGoalOptions;

describe('target dates on the Short Term Goals tab', () => {
  it('gives each ticked and typed goal a date, and saves them by goal', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderWithMantine(
      <ShortTermGoalsForm
        typeLabel="MAIN EVALUATION"
        initial={ShortTermGoals.parse({
          shortTermGoals: [ticked],
          targetDates: { [goalKey(ticked)]: '2026-12-01' },
        })}
        onSave={onSave}
      />,
    );
    expect(screen.getByLabelText(`Target date: ${ticked}`)).toHaveProperty('value', '2026-12-01');
    // A goal typed on its own line gets its own date input at once.
    fireEvent.change(screen.getByLabelText('Additional goals'), {
      target: { value: 'Read a menu\nDrive at dusk' },
    });
    const menu = await screen.findByLabelText('Target date: Read a menu');
    fireEvent.change(menu, { target: { value: '2027-01-15' } });
    expect(screen.getByLabelText('Target date: Drive at dusk')).toHaveProperty('value', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save & continue' }));
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledTimes(1);
    });
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        // A goal typed without a date yet saves none, not a missing value the schema refuses.
        targetDates: {
          [goalKey(ticked)]: '2026-12-01',
          [goalKey('Read a menu')]: '2027-01-15',
          [goalKey('Drive at dusk')]: '',
        },
      }),
      undefined,
    );
  });
});
