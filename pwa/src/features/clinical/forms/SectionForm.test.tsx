import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithMantine } from '../../../../test/render';
import { NumberField, TextField } from '../../../components/fields';
import { SectionForm } from './SectionForm';

const schema = z.object({
  note: z.string().min(1, 'Must not be empty'),
  rom: z.number().max(180, 'At most 180').nullable(),
});
type Values = z.infer<typeof schema>;

function renderForm(onSave: (values: Values) => Promise<void>, initial: Values) {
  renderWithMantine(
    <SectionForm
      schema={schema}
      title="Test section"
      typeLabel="MAIN EVALUATION"
      initial={initial}
      onSave={onSave}
    >
      <TextField name="note" label="Note" />
      <NumberField name="rom" label="ROM" />
    </SectionForm>,
  );
  return () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save & continue' }));
  };
}

describe('section form submit', () => {
  it('saves valid values as the schema parsed them', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const save = renderForm(onSave, { note: 'seen', rom: null });
    fireEvent.change(screen.getByLabelText('ROM'), { target: { value: '45' } });
    save();
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledWith({ note: 'seen', rom: 45 }, undefined);
    });
  });

  it('keeps a decimal point typed key by key, so 12.5 is saved as 12.5, not 125', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const save = renderForm(onSave, { note: 'seen', rom: null });
    const rom = screen.getByLabelText<HTMLInputElement>('ROM');
    await userEvent.type(rom, '12.5');
    expect(rom.value).toBe('12.5');
    save();
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledWith({ note: 'seen', rom: 12.5 }, undefined);
    });
  });

  it('shows field errors and saves nothing, then saves once they are fixed', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const save = renderForm(onSave, { note: '', rom: null });
    fireEvent.change(screen.getByLabelText('ROM'), { target: { value: '200' } });
    save();
    expect(await screen.findByText('Must not be empty')).toBeTruthy();
    expect(screen.getByText('At most 180')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'fixed' } });
    fireEvent.change(screen.getByLabelText('ROM'), { target: { value: '90' } });
    save();
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledWith({ note: 'fixed', rom: 90 }, undefined);
    });
    expect(screen.queryByText('Must not be empty')).toBeNull();
    expect(screen.queryByText('At most 180')).toBeNull();
  });

  it('ignores a second press while the first save is still writing', async () => {
    let finish = () => {};
    const onSave = vi.fn(
      () =>
        new Promise<void>((ok) => {
          finish = ok;
        }),
    );
    const save = renderForm(onSave, { note: 'seen', rom: 10 });
    save();
    save();
    finish();
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledTimes(1);
    });
    save();
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledTimes(2);
    });
  });

  it('saves when Enter is pressed in a field, as when the button is pressed', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderForm(onSave, { note: 'seen', rom: null });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ROM'), '30{Enter}');
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledWith({ note: 'seen', rom: 30 }, undefined);
    });
    await user.click(screen.getByRole('button', { name: 'Save & continue' }));
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledTimes(2);
    });
  });
});
