import { Notifications } from '@mantine/notifications';
import type { User } from '@optolight/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentUser } from '../../../lib/session';
import { testUser } from '../../../../test/user';
import { renderWithMantine } from '../../../../test/render';
import { SaveFileButton } from './SaveFileButton';

function renderButton(save: (practice: User) => Promise<string>) {
  renderWithMantine(
    <>
      <Notifications />
      <SaveFileButton save={save} failure="The chart could not be exported" saved="Chart exported">
        Export chart (FHIR)
      </SaveFileButton>
    </>,
  );
  return screen.getByRole('button', { name: 'Export chart (FHIR)' });
}

describe('a button that saves a file made on the device', () => {
  // Signed in as far as the button reads it; the file is made by `save` alone.
  beforeEach(() => {
    currentUser.set({ status: 'ready', user: testUser, isStale: false });
  });
  afterEach(() => {
    currentUser.set({ status: 'none' });
  });

  it('is busy while the file is made for the signed-in practice, then names the file', async () => {
    let finish: (name: string) => void = () => undefined;
    const practices: string[] = [];
    const button = renderButton((practice) => {
      practices.push(practice.userId);
      return new Promise((resolve) => (finish = resolve));
    });
    fireEvent.click(button);
    expect(button.getAttribute('data-loading')).toBe('true');
    expect(practices).toEqual([testUser.userId]);
    finish('OPT-1001-fhir.json');
    expect(await screen.findByText('Saved as OPT-1001-fhir.json')).toBeTruthy();
    expect(screen.getByText('Chart exported')).toBeTruthy();
    expect(button.getAttribute('data-loading')).toBeNull();
  });

  it('says why when the file cannot be made, and can be tried again', async () => {
    const button = renderButton(() =>
      Promise.reject(new Error('That patient is not on this device.')),
    );
    fireEvent.click(button);
    expect(await screen.findByText('The chart could not be exported')).toBeTruthy();
    expect(screen.getByText('That patient is not on this device.')).toBeTruthy();
    expect(button.getAttribute('data-loading')).toBeNull();
  });
});
