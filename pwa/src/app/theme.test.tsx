import { Modal } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';

// The theme's dialog entry is a plain object (theme.ts says why): this holds that it still
// reaches the dialog.
describe('the theme', () => {
  it('names every dialog’s close button', async () => {
    renderWithMantine(
      <Modal opened onClose={() => undefined} title="Discard the draft?">
        Body
      </Modal>,
    );
    expect(await screen.findByRole('button', { name: 'Close dialog' })).toBeTruthy();
  });
});
