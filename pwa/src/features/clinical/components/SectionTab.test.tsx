import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSectionOnDevice } from '../../../db/repo';
import { clinicalDb } from '../../../sync/runtime';
import { renderWithMantine } from '../../../../test/render';
import { signIn, signOut, storeSection } from '../../../../test/signed-in';
import { SectionTab } from './SectionTab';

const recordId = '0190e1a2-0000-7000-8000-000000000002';

type Save = ComponentProps<typeof SectionTab>['onSave'];

/** The tab over a section stored on the device as an older (or, `newer`, a newer) app saved it. */
async function openStored(
  data: unknown,
  onSave: Save = vi.fn(() => Promise.resolve()),
  newer = false,
) {
  signIn('section-tab');
  await storeSection(recordId, 'evaluationOne', data, { newer });
  return renderTab(onSave);
}

function renderTab(onSave: Save = vi.fn(() => Promise.resolve())) {
  return renderWithMantine(
    <SectionTab
      recordId={recordId}
      draftKey={recordId}
      startFrom={{ raw: undefined }}
      name="evaluationOne"
      evaluationType="mainEvaluation"
      dateOfBirth=""
      onSave={onSave}
    />,
  );
}

describe('a section tab over stored content', () => {
  afterEach(signOut);

  it('opens with the stored values when one field no longer fits, and lists that one', async () => {
    await openStored({
      pastMedicalHistory: 'Asthma',
      workEducational: 'Teacher',
      locationofInjury: 'Left temporal lobe',
    });
    expect(await screen.findByDisplayValue('Asthma')).toBeTruthy();
    expect(screen.getByDisplayValue('Teacher')).toBeTruthy();
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('Location of injury');
    expect(notice.textContent).toContain('Left temporal lobe');
    expect(notice.textContent).toMatch(/Saving .* replaces/);
  });

  it('opens a section a newer app saved read-only, asking to update the app', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    await openStored({ pastMedicalHistory: 'Asthma', addedLater: 'kept' }, onSave, true);
    const field = await screen.findByDisplayValue('Asthma');
    expect(field.closest('fieldset')?.disabled).toBe(true);
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('update the app to edit it');
    expect(notice.textContent).toContain('kept');
    expect(notice.textContent).not.toMatch(/replaces/);
  });

  it('shows no notice over content that fits', async () => {
    await openStored({ pastMedicalHistory: 'Asthma' });
    expect(await screen.findByDisplayValue('Asthma')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a section tab keeps what is typed until it is saved', () => {
  afterEach(signOut);

  const typeInto = async (label: string, text: string) => {
    const field = await screen.findByLabelText(label);
    fireEvent.change(field, { target: { value: text } });
  };

  it('brings typed text back after the tab closed, marked as not saved, and saves it over what it was typed on', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const view = await openStored({ pastMedicalHistory: 'Asthma' }, onSave);
    await screen.findByDisplayValue('Asthma');
    await typeInto('Previous functional status', 'Walks with a cane');
    // Another tab: the form unmounts before the pause that writes the draft.
    view.unmount();
    // Meanwhile another tablet's change arrives.
    await clinicalDb().sections.update([recordId, 'evaluationOne'], {
      data: { pastMedicalHistory: 'Asthma, mild' },
    });

    renderTab(onSave);
    expect(await screen.findByDisplayValue('Walks with a cane')).toBeTruthy();
    const notice = screen.getByTestId('draft-notice');
    expect(notice.textContent).toContain('not saved');
    fireEvent.click(within(notice).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledTimes(1);
    });
    // The edits are laid over what the typing started from, not over the other tablet's change.
    expect(onSave).toHaveBeenCalledWith(
      'evaluationOne',
      expect.objectContaining({ previousStatus: 'Walks with a cane' }),
      { pastMedicalHistory: 'Asthma' },
    );
    await waitFor(async () => {
      expect(await clinicalDb().drafts.count()).toBe(0);
    });
    expect(screen.queryByTestId('draft-notice')).toBeNull();
  });

  it('keeps the draft when the save fails, and drops it on Discard', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('device full')));
    const view = await openStored({ pastMedicalHistory: 'Asthma' }, failing);
    await typeInto('Previous functional status', 'Independent');
    view.unmount();
    renderTab(failing);
    const notice = await screen.findByTestId('draft-notice');
    fireEvent.click(within(notice).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(failing).toHaveBeenCalled();
    });
    expect(await clinicalDb().drafts.count()).toBe(1);
    expect(screen.getByDisplayValue('Independent')).toBeTruthy();

    fireEvent.click(within(notice).getByRole('button', { name: 'Discard' }));
    await waitFor(() => {
      expect(screen.queryByDisplayValue('Independent')).toBeNull();
    });
    // The draft is deleted after the form shows the stored values again, not before.
    await waitFor(async () => {
      expect(await clinicalDb().drafts.count()).toBe(0);
    });
    expect(screen.getByDisplayValue('Asthma')).toBeTruthy();
  });
});

describe('a section tab whose record was signed', () => {
  afterEach(signOut);

  it('offers Discard, and only Discard, for a draft typed before it was signed', async () => {
    const view = await openStored({ pastMedicalHistory: 'Asthma' });
    fireEvent.change(await screen.findByLabelText('Previous functional status'), {
      target: { value: 'Typed before signing' },
    });
    view.unmount();
    renderWithMantine(
      <SectionTab
        recordId={recordId}
        draftKey={recordId}
        startFrom={{ raw: undefined }}
        name="evaluationOne"
        evaluationType="mainEvaluation"
        dateOfBirth=""
        onSave={vi.fn(() => Promise.resolve())}
        isLocked
      />,
    );
    const notice = await screen.findByTestId('draft-notice');
    expect(notice.textContent).toContain('can no longer be saved');
    expect(within(notice).queryByRole('button', { name: 'Save' })).toBeNull();
    const discard = within(notice).getByRole('button', { name: 'Discard' });
    expect(discard.matches(':disabled')).toBe(false);
    fireEvent.click(discard);
    await waitFor(async () => {
      expect(await clinicalDb().drafts.count()).toBe(0);
    });
    expect(await screen.findByDisplayValue('Asthma')).toBeTruthy();
  });
});

describe('a section tab when a newer app’s save is pulled while it is open', () => {
  afterEach(signOut);

  it('says why the save stored nothing and keeps the typed text, changing nothing stored', async () => {
    const newer = { pastMedicalHistory: 'Asthma', addedLater: 'kept' };
    // The pull lands between the tap and the write, as it can on a slow tablet.
    const onSave = vi.fn(async (name: string, values: unknown, editedFrom: unknown) => {
      await storeSection(recordId, name, newer, { newer: true });
      await saveSectionOnDevice(clinicalDb(), recordId, name, values, editedFrom);
    });
    await openStored({ pastMedicalHistory: 'Asthma' }, onSave);
    fireEvent.change(await screen.findByLabelText('Previous functional status'), {
      target: { value: 'Walks with a cane' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save & continue' }));

    expect((await screen.findByTestId('save-error')).textContent).toContain(
      'This was saved by a newer version of Optolight; update the app to edit it.',
    );
    // The notice arrives with the pulled row; the form stays, read-only, with the text typed.
    await screen.findByText('Saved by a newer version of Optolight');
    const field = screen.getByDisplayValue('Walks with a cane');
    expect(field.closest('fieldset')?.disabled).toBe(true);
    const row = await clinicalDb().sections.get([recordId, 'evaluationOne']);
    expect(row?.data).toEqual(newer);
    expect(await clinicalDb().outbox.count()).toBe(0);
  });
});
