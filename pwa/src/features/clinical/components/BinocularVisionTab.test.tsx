import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../../test/render';
import { signIn, signOut, storeSection } from '../../../../test/signed-in';
import { SectionTab } from './SectionTab';

const recordId = '0190e1a2-0000-7000-8000-000000000044';
const appointment = { createdAt: '2026-11-02', primaryDiagnosis: [], treatmentDiagnosis: [] };

async function open({ isLocked = false } = {}) {
  signIn('binocular-tab');
  await storeSection(recordId, 'appointment', appointment);
  await storeSection(recordId, 'binocularVision', { amplitudeRight: 6, amplitudeLeft: 6.5 });
  const onSave = vi.fn(() => Promise.resolve());
  const onSaveOther = vi.fn(() => Promise.resolve());
  renderWithMantine(
    <SectionTab
      recordId={recordId}
      draftKey={recordId}
      startFrom={{ raw: undefined }}
      name="binocularVision"
      evaluationType="mainEvaluation"
      dateOfBirth="2012-09-30"
      onSave={onSave}
      onSaveOther={onSaveOther}
      isLocked={isLocked}
    />,
  );
  await screen.findByDisplayValue('6.5');
  return { onSave, onSaveOther };
}

describe('the Binocular Vision tab', () => {
  afterEach(signOut);

  it("flags a finding for the patient's age on the visit day", async () => {
    await open();
    expect(
      screen.getAllByText('Below norm: expected at least 11.5 D at age 14 (Hofstetter)'),
    ).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Amplitude of accommodation, right eye (D)'), {
      target: { value: '11.5' },
    });
    await screen.findByText('Within norm: expected at least 11.5 D at age 14 (Hofstetter)');
  });

  it('adds a suggested code to the diagnosis only when tapped, staying on the tab', async () => {
    const { onSave, onSaveOther } = await open();
    const add = await screen.findByRole('button', { name: 'Add H52.523 to the diagnosis' });
    expect(onSaveOther).not.toHaveBeenCalled();
    fireEvent.click(add);
    await waitFor(() => {
      expect(onSaveOther).toHaveBeenCalledWith(
        'appointment',
        expect.objectContaining({
          primaryDiagnosis: [{ title: 'Paresis of accommodation, bilateral', code: 'H52.523' }],
        }),
        appointment,
      );
    });
    expect(onSave).not.toHaveBeenCalled();
  });

  it('is read-only once signed: no field and no code can be changed', async () => {
    await open({ isLocked: true });
    const field = screen.getByLabelText('Amplitude of accommodation, right eye (D)');
    expect(field.closest('fieldset')?.disabled).toBe(true);
    const add = screen.getByRole('button', { name: 'Add H52.523 to the diagnosis' });
    expect(add.closest('fieldset')?.disabled).toBe(true);
    // The eso/exo chips are drawn disabled too, not only unable to take a tap.
    const chips = screen.getAllByRole('radio');
    expect(chips.length).toBeGreaterThan(0);
    for (const chip of chips) {
      expect((chip as HTMLInputElement).disabled).toBe(true);
      expect(document.querySelector(`label[for="${chip.id}"]`)?.hasAttribute('data-disabled')).toBe(
        true,
      );
    }
  });
});
