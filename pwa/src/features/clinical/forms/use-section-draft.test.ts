import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { useForm, type FieldValues } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clinicalDb } from '../../../sync/runtime';
import { signIn, signOut } from '../../../../test/signed-in';
import { useSectionDraft } from './use-section-draft';

const target = { key: '0190e1a2-0000-7000-8000-0000000000d1', section: 'evaluationOne' };
const stored: FieldValues = { previousStatus: '' };

function renderDraft() {
  return renderHook(() => {
    const form = useForm({ defaultValues: stored });
    return { form, draft: useSectionDraft(form, target, stored) };
  });
}

/** Lets IndexedDB and React finish what they started, without moving the faked clock. */
async function settle() {
  for (let i = 0; i < 20; i++) await act(() => new Promise((done) => setImmediate(done)));
}

describe('the draft of a section tab', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await signOut();
  });

  it('stays discarded when the tab is left and reopened within the typing pause', async () => {
    // Only the typing pause's clock is held still; IndexedDB runs as it does.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    signIn('section-draft');
    const first = renderDraft();
    await settle();
    act(() => {
      first.result.current.form.setValue('previousStatus', 'Independent');
    });
    // Leaving the tab keeps what was typed at once.
    first.unmount();
    await settle();
    expect(await clinicalDb().drafts.count()).toBe(1);

    const again = renderDraft();
    await settle();
    expect(again.result.current.draft.restoredAt).not.toBeNull();
    expect(again.result.current.form.getValues('previousStatus')).toBe('Independent');
    await act(() => again.result.current.draft.discard());
    expect(await clinicalDb().drafts.count()).toBe(0);

    // The pause the first tab waited for ends: nothing it typed comes back.
    vi.advanceTimersByTime(1000);
    await settle();
    expect(await clinicalDb().drafts.count()).toBe(0);
    again.unmount();
  });
});
