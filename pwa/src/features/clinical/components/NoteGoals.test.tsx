import 'fake-indexeddb/auto';
import { goalKey } from '@optolight/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../../test/render';
import { signIn, signOut, storeSection } from '../../../../test/signed-in';
import { SectionTab } from './SectionTab';

const evaluationId = '0190e1a2-0000-7000-8000-000000000010';
const noteId = '0190e1a2-0000-7000-8000-000000000011';
const convergence = 'Patient will improve near point of convergence to 10 cm or closer.';
const typed = 'Read a restaurant menu without blur';
const longGoal = 'Resume driving in daylight';

async function storePlan(extraLongGoal = '') {
  await storeSection(evaluationId, 'shortTermGoals', {
    shortTermGoals: [convergence],
    additionalGoals: typed,
    targetDates: { [goalKey(convergence)]: '2026-12-07' },
  });
  await storeSection(evaluationId, 'longTermGoals', {
    additionalGoals: [longGoal, extraLongGoal].join('\n'),
    targetDates: { [goalKey(longGoal)]: '2027-01-31' },
  });
}

function renderNote(recordId: string | null, onSave = vi.fn(() => Promise.resolve())) {
  renderWithMantine(
    <SectionTab
      recordId={recordId}
      draftKey={recordId ?? 'new-progressNote'}
      startFrom={{ raw: undefined }}
      name="noteContent"
      evaluationId={evaluationId}
      evaluationType="Progress Note"
      dateOfBirth=""
      onSave={onSave}
    />,
  );
  return onSave;
}

const goalRows = () =>
  within(screen.getByRole('group', { name: 'Goal progress' })).getAllByText(
    /convergence|menu|driving|night/,
    { selector: 'p' },
  );

describe('a note grades the goals of its evaluation’s plan', () => {
  afterEach(signOut);

  it('shows every goal of the plan with its target date, ready to grade, on a new note', async () => {
    signIn('note-goals');
    await storePlan();
    renderNote(null);
    await screen.findByRole('group', { name: 'Goal progress' });
    expect(goalRows().map((r) => r.textContent)).toEqual([convergence, typed, longGoal]);
    expect(screen.getByText('Target date: 12/07/2026')).toBeTruthy();
    expect(screen.getByText('Target date: 01/31/2027')).toBeTruthy();
    expect(screen.getAllByText('Target date: not set')).toHaveLength(1);
    expect(screen.getByLabelText('Subjective: the patient’s report')).toBeTruthy();
    expect(screen.getByLabelText('Assessment')).toBeTruthy();
  });

  it('saves the status and comment of each goal with the goal’s words and date', async () => {
    signIn('note-goals');
    await storePlan();
    const onSave = renderNote(null);
    const status = await screen.findByRole('radiogroup', { name: `Status: ${convergence}` });
    fireEvent.click(within(status).getByRole('radio', { name: 'Met' }));
    const comments = screen.getAllByLabelText('Comment');
    fireEvent.change(comments[0] as HTMLElement, { target: { value: 'NPC 8 cm' } });
    fireEvent.change(screen.getByLabelText('Assessment'), {
      target: { value: 'Improving' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save & continue' }));
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledTimes(1);
    });
    expect(onSave).toHaveBeenCalledWith(
      'noteContent',
      expect.objectContaining({
        assessment: 'Improving',
        goalStatuses: {
          [goalKey(convergence)]: {
            goal: convergence,
            term: 'short',
            targetDate: '2026-12-07',
            status: 'Met',
            comment: 'NPC 8 cm',
          },
          [goalKey(typed)]: {
            goal: typed,
            term: 'short',
            targetDate: '',
            status: '',
            comment: '',
          },
          [goalKey(longGoal)]: {
            goal: longGoal,
            term: 'long',
            targetDate: '2027-01-31',
            status: '',
            comment: '',
          },
        },
      }),
      undefined,
    );
  });

  it('keeps a stored grade and shows a goal added to the plan since, ungraded', async () => {
    signIn('note-goals');
    await storePlan('Drive at night');
    await storeSection(noteId, 'noteContent', {
      goalStatuses: {
        [goalKey(convergence)]: { goal: convergence, term: 'short', status: 'Progressing' },
      },
    });
    renderNote(noteId);
    const status = await screen.findByRole('radiogroup', { name: `Status: ${convergence}` });
    expect(within(status).getByRole('radio', { name: 'Progressing' })).toHaveProperty(
      'checked',
      true,
    );
    const added = screen.getByRole('radiogroup', { name: 'Status: Drive at night' });
    expect(
      within(added)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    expect(goalRows().map((r) => r.textContent)).toContain('Drive at night');
  });
});
