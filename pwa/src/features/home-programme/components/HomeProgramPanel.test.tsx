import 'fake-indexeddb/auto';
import { fixturePatients } from '@optolight/fixtures';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecord } from '../../../db/repo';
import { clinicalDb } from '../../../sync/runtime';
import { renderWithMantine } from '../../../../test/render';
import { signIn, signOut } from '../../../../test/signed-in';
import { HomeProgramPanel } from './HomeProgramPanel';

/** The addresses asked for that name the patient. */
const askedAbout = (patientId: string, calls: Parameters<typeof globalThis.fetch>[]): string[] =>
  calls
    .map(([input]) => (input instanceof Request ? input.url : String(input)))
    .filter((url) => url.includes(patientId));

describe('the home programme of a patient the server does not have yet', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await signOut();
  });

  it('asks the server for nothing until the patient has synced, and says so', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response('{}', { status: 503 })));
    signIn('new-patient-home');
    const patientId = await createRecord(clinicalDb(), {
      kind: 'patient',
      parentId: null,
      sections: { info: fixturePatients.maria },
    });
    renderWithMantine(<HomeProgramPanel patientId={patientId} />);
    expect(await screen.findByText(/reaches the server with the next sync/)).toBeTruthy();
    expect(askedAbout(patientId, fetch.mock.calls)).toEqual([]);

    // The next sync round takes the patient up: the panel reads it then.
    await act(() => clinicalDb().outbox.clear());
    await expect.poll(() => askedAbout(patientId, fetch.mock.calls).length).toBeGreaterThan(0);
    expect(screen.queryByText(/reaches the server with the next sync/)).toBeNull();
  });
});
