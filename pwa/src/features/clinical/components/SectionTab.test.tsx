import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import type { User } from '@optolight/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser } from '../../../lib/session';
import { clinicalDb, deleteClinicalData, startSync } from '../../../sync/runtime';
import { renderWithMantine } from '../../../test/render';
import { SectionTab } from './SectionTab';

const user: User = {
  userId: 'u1',
  userType: 'professional',
  userHandle: 'ada',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  imageUrl: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  businessName: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
  fax: '',
  isProfOfferAvailable: false,
  isUserTrialAvailable: false,
  plan: null,
  signatureUrl: '',
  authenticated: true,
};

const recordId = '0190e1a2-0000-7000-8000-000000000002';

/** The tab over a section stored on the device as an older app version saved it. */
async function openStored(data: unknown) {
  // Signed out for the sync: the engine pauses at once and never reaches the network.
  startSync('section-tab');
  currentUser.set({ status: 'ready', user, isStale: false });
  const at = '2026-03-01T10:00:00.000Z';
  await clinicalDb().sections.put({
    recordId,
    name: 'evaluationOne',
    data,
    serverData: data,
    serverVersion: 3,
    updatedAt: at,
  });
  renderWithMantine(
    <SectionTab
      recordId={recordId}
      name="evaluationOne"
      evaluationType="mainEvaluation"
      dateOfBirth=""
      onSave={vi.fn(() => Promise.resolve())}
    />,
  );
}

describe('a section tab over stored content', () => {
  afterEach(async () => {
    await deleteClinicalData();
    currentUser.set({ status: 'none' });
  });

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

  it('shows no notice over content that fits', async () => {
    await openStored({ pastMedicalHistory: 'Asthma' });
    expect(await screen.findByDisplayValue('Asthma')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
