import 'fake-indexeddb/auto';
import { fixturePatients } from '@optolight/fixtures';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clinicalDb } from '../../../sync/runtime';
import { renderWithApp } from '../../../../test/render';
import { signIn, signOut } from '../../../../test/signed-in';
import { loadPatients } from '../data/patient-list';
import { registerPatient, setArchived } from '../data/patients';
import { SearchPage } from './SearchPage';

describe('archived patients on the tablet', () => {
  afterEach(signOut);

  it('leave Search until shown with the toggle, marked, and come back when restored', async () => {
    signIn('archive-patients');
    const db = clinicalDb();
    await registerPatient(db, fixturePatients.maria);
    const tobias = await registerPatient(db, fixturePatients.tobias);
    await setArchived(db, tobias, true, undefined);
    // Queued like any change: it syncs.
    const queued = await db.outbox.where('[recordId+section]').equals([tobias, 'archive']).count();
    expect(queued).toBe(1);

    renderWithApp(<SearchPage />, '/search');
    const table = await screen.findByRole('table', { name: 'Patients' });
    await within(table).findByText('OPT-1001');
    expect(within(table).queryByText('OPT-1002')).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Show archived patients' }));
    const row = (await within(table).findByText('OPT-1002')).closest('tr');
    expect(row?.textContent).toContain('Archived');

    const stored = (await db.sections.get([tobias, 'archive']))?.data;
    await setArchived(db, tobias, false, stored);
    expect((await loadPatients(db)).find((p) => p.id === tobias)?.isArchived).toBeUndefined();
  });
});
