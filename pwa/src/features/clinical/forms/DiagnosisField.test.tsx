import { Appointment } from '@optolight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../../test/render';
import { DiagnosisField } from './DiagnosisField';
import { SectionForm } from './SectionForm';
import { diagnosisChoices, isDiagnosisMatch } from './diagnosis-search';

function renderPicker(
  initial: Appointment,
  onSave = vi.fn<(values: Appointment) => Promise<void>>(() => Promise.resolve()),
) {
  renderWithMantine(
    <SectionForm
      schema={Appointment}
      title="Appointment"
      typeLabel="MAIN EVALUATION"
      initial={initial}
      onSave={onSave}
    >
      <DiagnosisField
        name="primaryDiagnosis"
        label="Primary diagnosis"
        otherName="otherPrimaryDiagnosis"
        otherLabel="Other primary diagnosis"
      />
    </SectionForm>,
  );
  return onSave;
}

/** An option of the open list (jsdom does not run the dropdown's transition, so it stays
 * display: none to the accessibility tree). */
const option = (name: string | RegExp) => screen.findByRole('option', { name, hidden: true });

const save = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Save & continue' }));
};

describe('the diagnosis picker', () => {
  it('finds a code by its code, with or without the dot, or by words in any order', () => {
    const ci = diagnosisChoices.find((c) => c.value === 'H51.11');
    expect(ci?.label).toBe('H51.11 Convergence insufficiency');
    if (!ci) return;
    for (const search of ['H51.11', 'h5111', 'H51.1', 'convergence insuff', 'insufficiency CONV'])
      expect(isDiagnosisMatch(ci, search), search).toBe(true);
    expect(isDiagnosisMatch(ci, 'H51.12')).toBe(false);
    expect(isDiagnosisMatch(ci, 'excess')).toBe(false);
  });

  it('adds a diagnosis found by words, shows it with its code, and saves { title, code }', async () => {
    const onSave = renderPicker(Appointment.parse({}));
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('combobox', { name: 'Add primary diagnosis' }),
      'convergence insuff',
    );
    fireEvent.click(await option('H51.11 Convergence insufficiency'));
    expect(screen.getByRole('listitem').textContent).toContain('H51.11 Convergence insufficiency');
    save();
    await waitFor(() => {
      expect(onSave).toHaveBeenCalled();
    });
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      primaryDiagnosis: [{ title: 'Convergence insufficiency', code: 'H51.11' }],
    });
  });

  it('finds by code, offers each code once, removes, and types others in words', async () => {
    const onSave = renderPicker(
      Appointment.parse({ primaryDiagnosis: [{ title: 'Diplopia', code: 'H53.2' }] }),
    );
    const user = userEvent.setup();
    const search = screen.getByRole('combobox', { name: 'Add primary diagnosis' });
    await user.type(search, 'h538');
    expect(await option('H53.8 Other visual disturbances')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'H53.2');
    expect(await screen.findByText(/No code matches/)).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'H53.2 Diplopia', hidden: true })).toBeNull();
    await user.clear(search);
    await user.type(search, 'others');
    fireEvent.click(await option(/^others/));
    await user.type(screen.getByLabelText('Other primary diagnosis'), 'Photophobia');
    await user.click(screen.getByRole('button', { name: 'Remove H53.2 Diplopia' }));
    save();
    await waitFor(() => {
      expect(onSave).toHaveBeenCalled();
    });
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      primaryDiagnosis: [{ title: 'others', code: '' }],
      otherPrimaryDiagnosis: 'Photophobia',
    });
  });

  it('shows the schema’s refusal of an unknown code and saves nothing', async () => {
    const onSave = renderPicker({
      ...Appointment.parse({}),
      primaryDiagnosis: [{ title: 'Influenza', code: 'J11.1' }],
    });
    save();
    expect(await screen.findByText(/Not a known ICD-10-CM code/)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
