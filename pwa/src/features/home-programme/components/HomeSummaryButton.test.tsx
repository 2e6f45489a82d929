import 'fake-indexeddb/auto';
import { noSymptoms } from '@optolight/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../../test/render';
import { currentUser } from '../../../lib/session';
import { testUser } from '../../../../test/user';
import { deleteHomeData, homeDb } from '../data/home-db';
import { HomeSummaryButton } from './HomeSummaryButton';

const patientId = '0190e1a2-0000-7000-8000-000000000030';
const period = { from: '2026-03-02', to: '2026-03-15' };
const twoDaysAgo = new Date(Date.now() - 50 * 3_600_000).toISOString();

async function keepCopy() {
  await homeDb(testUser.userId).patients.put({
    patientId,
    fetchedAt: twoDaysAgo,
    program: {
      link: { accountName: 'Maria Garcia', linkedAt: '2026-03-01T09:00:00.000Z' },
      pendingInviteExpiresAt: null,
      versions: [
        {
          version: 1,
          prescribedAt: '2026-03-01T09:00:00.000Z',
          shape: 1,
          program: {
            exercises: [{ exercise: 'saccades', unit: 'minutes', amount: 5 }],
            startLevel: 2,
            sessionsPerWeek: 3,
            startDate: '2026-03-02',
            endDate: '2026-04-26',
            note: '',
          },
        },
      ],
    },
    rounds: [
      {
        id: 'r1',
        exercise: 'saccades',
        startedAt: '2026-03-03T17:00:00.000Z',
        durationMs: 45_000,
        score: 10,
        accuracy: 0.9,
        finalLevel: 4,
        symptomsBefore: noSymptoms,
        symptomsAfter: noSymptoms,
      },
    ],
  });
}

function renderButton() {
  const onInsert = vi.fn();
  renderWithMantine(
    <HomeSummaryButton patientId={patientId} period={period} onInsert={onInsert} />,
  );
  return onInsert;
}

describe('Insert home-programme summary, offline', () => {
  beforeEach(() => {
    // Signed in without the clinical store: the button reads only the home programme's copy.
    currentUser.set({ status: 'ready', user: testUser, isStale: false });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  });
  afterEach(async () => {
    // Unmounted first: its live query would read the database being deleted.
    cleanup();
    vi.unstubAllGlobals();
    await deleteHomeData(testUser.userId);
    currentUser.set({ status: 'none' });
  });

  it("inserts the summary from the tablet's last copy and says how old the copy is", async () => {
    await keepCopy();
    const onInsert = renderButton();
    expect(
      await screen.findByText(/2 days old\); it could not be read again: the tablet is offline\./),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Insert home-programme summary' }));
    expect(onInsert).toHaveBeenCalledTimes(1);
    const [text] = onInsert.mock.calls[0] as [string];
    expect(text).toMatch(/^Home programme, 03\/02\/2026 to 03\/15\/2026\./);
    expect(text).toContain('Sessions done: 1 of 6 prescribed (17%) over 2 programme weeks.');
    expect(text).toContain('Saccades stayed at level 4 (1 round)');
  });

  it('says why it cannot insert when the tablet has no copy', async () => {
    const onInsert = renderButton();
    expect(
      await screen.findByText(/Cannot insert: this tablet has no copy of the home programme yet/),
    ).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Insert home-programme summary' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    expect(onInsert).not.toHaveBeenCalled();
  });
});
