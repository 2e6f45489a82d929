import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../../test/render';
import { saveHomeOutcome } from '../data/outcome-queue';
import { TrainerDb, type QueuedOutcome } from '../data/trainer-db';
import { HomeQuestionnaireCard } from './HomeQuestionnaireCard';

let n = 0;
/** A device with one finished CISS in the state the last sync left it in. */
async function deviceWith(change: Partial<QueuedOutcome> | null) {
  const db = new TrainerDb(`card-test-${String(++n)}`);
  const id = uuidv7();
  await saveHomeOutcome(db, {
    id,
    instrument: 'CISS',
    takenAt: '2026-03-02',
    answers: Array.from({ length: 15 }, () => 2),
  });
  if (change) await db.outcomes.update(id, change);
  return db;
}

const status = async () => (await screen.findByTestId('questionnaire-status')).textContent;

describe('the questionnaire card on /trainer-app', () => {
  it('says in plain words that answers wait while the account is not linked, and keeps them', async () => {
    const db = await deviceWith({ status: 'held', message: 'Your account is not linked.' });
    renderWithMantine(<HomeQuestionnaireCard db={db} isLinked={false} />);
    expect(await status()).toBe(
      'Waiting to send. Your account is not linked to a therapist just now, so your answers of 03/02/2026 are kept on this device and sent once you are linked again.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the questionnaire once linked and shows what waits to be sent', async () => {
    const db = await deviceWith(null);
    renderWithMantine(<HomeQuestionnaireCard db={db} isLinked />);
    expect(await status()).toMatch(/^Waiting to send: your answers of 03\/02\/2026 are kept/);
    expect(await screen.findByRole('button', { name: 'Fill it in again' })).toBeTruthy();
  });

  it('names the day the server took it', async () => {
    const db = await deviceWith({ status: 'sent', sentAt: '2026-03-03T10:00:00.000Z' });
    renderWithMantine(<HomeQuestionnaireCard db={db} isLinked />);
    await screen.findByText('Sent to your therapist on 03/03/2026.');
  });
});
