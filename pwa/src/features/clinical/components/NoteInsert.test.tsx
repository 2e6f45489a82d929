import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clinicalDb } from '../../../sync/runtime';
import { renderWithMantine } from '../../../../test/render';
import { signIn, signOut, storeSection } from '../../../../test/signed-in';
import type { NoteInsertProps } from '../forms/note-insert';
import { SectionTab } from './SectionTab';

const patientId = '0190e1a2-0000-7000-8000-000000000020';
const evaluationId = '0190e1a2-0000-7000-8000-000000000021';
const noteId = '0190e1a2-0000-7000-8000-000000000022';
const at = '2026-03-01T10:00:00.000Z';

async function storeVisits() {
  const record = (id: string, kind: 'mainEvaluation' | 'progressNote', parentId: string) => ({
    id,
    kind,
    parentId,
    createdAt: at,
    updatedAt: at,
    deleted: false,
  });
  await clinicalDb().records.bulkPut([
    record(evaluationId, 'mainEvaluation', patientId),
    record(noteId, 'progressNote', evaluationId),
  ]);
  await storeSection(evaluationId, 'appointment', { createdAt: '2026-03-02' });
  await storeSection(noteId, 'appointment', { appointmentDate: '2026-03-30' });
  await storeSection(noteId, 'noteContent', { objectiveFindings: 'NPC 12 cm.' });
}

/** A stand-in for the app's home-programme button: it shows what the note hands it. */
function renderNote(evaluationType: 'Progress Note' | 'Discharge Note') {
  const seen: Omit<NoteInsertProps, 'onInsert'>[] = [];
  const onSave = vi.fn(() => Promise.resolve());
  const view = renderWithMantine(
    <SectionTab
      recordId={noteId}
      draftKey={noteId}
      startFrom={{ raw: undefined }}
      name="noteContent"
      evaluationId={evaluationId}
      evaluationType={evaluationType}
      dateOfBirth=""
      onSave={onSave}
      noteInsert={{
        patientId,
        insert: ({ onInsert, ...given }) => {
          seen.push(given);
          return (
            <button
              type="button"
              onClick={() => {
                onInsert('Home programme: 9 of 12 sessions.');
              }}
            >
              Insert home-programme summary
            </button>
          );
        },
      }}
    />,
  );
  return { seen, onSave, view };
}

describe("a note's home-programme summary", () => {
  afterEach(signOut);

  it("adds the summary after the objective findings, over the note's reporting period, and saves it", async () => {
    signIn('note-insert');
    await storeVisits();
    const { seen, onSave } = renderNote('Progress Note');
    fireEvent.click(await screen.findByRole('button', { name: 'Insert home-programme summary' }));
    expect(seen.at(-1)).toEqual({
      patientId,
      period: { visit: 2, from: '2026-03-02', to: '2026-03-30' },
    });
    const field = screen.getByLabelText<HTMLTextAreaElement>(/Objective/);
    expect(field.value).toBe('NPC 12 cm.\n\nHome programme: 9 of 12 sessions.');
    fireEvent.change(field, {
      target: { value: 'NPC 12 cm.\n\nHome programme: 9 of 12 sessions, edited.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save & continue' }));
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledTimes(1);
    });
    expect(onSave.mock.calls[0]).toEqual([
      'noteContent',
      expect.objectContaining({
        objectiveFindings: 'NPC 12 cm.\n\nHome programme: 9 of 12 sessions, edited.',
      }),
      expect.anything(),
    ]);
  });

  it('keeps the inserted summary as a draft when the tab closes before saving', async () => {
    signIn('note-insert');
    await storeVisits();
    const { view } = renderNote('Progress Note');
    fireEvent.click(await screen.findByRole('button', { name: 'Insert home-programme summary' }));
    view.unmount();
    renderNote('Progress Note');
    await waitFor(() => {
      expect(screen.getByLabelText<HTMLTextAreaElement>(/Objective/).value).toBe(
        'NPC 12 cm.\n\nHome programme: 9 of 12 sessions.',
      );
    });
    expect(screen.getByTestId('draft-notice').textContent).toContain('not saved');
  });

  it('goes into the home programme part of a discharge note', async () => {
    signIn('note-insert');
    await storeVisits();
    renderNote('Discharge Note');
    fireEvent.click(await screen.findByRole('button', { name: 'Insert home-programme summary' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Home program/).value).toBe(
      'Home programme: 9 of 12 sessions.',
    );
  });
});
