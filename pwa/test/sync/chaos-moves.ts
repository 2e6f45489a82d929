import type { Change } from '@optolight/contract';
import { PatientInfo } from '@optolight/domain';
import { fixturePatients } from '@optolight/fixtures';
import { v7 as uuidv7 } from 'uuid';
import { KeptSignedError } from '../../src/db/errors';
import { createRecord, deleteRecord } from '../../src/db/repo';
import { appendEntry } from '../../src/db/outbox';
import type { LocalRecord, OptolightDb, OutboxEntry } from '../../src/db/schema';
import { pickFrom } from '../../src/lib/prng';
import type { Send } from './inject-transport';
import type { Write } from './oracle';

/**
 * Moves of the chaos run beyond plain edits: what a clinic does now and then (delete a patient,
 * give a freed patient number to a new one) and what a buggy or older client may send.
 */

/**
 * Deletes a patient this device knows (with its evaluations and notes on the server), and
 * registers a new patient under the freed patient number right after; returns the new patient.
 * Two devices doing this to one patient make a true duplicate number: one is refused, visibly.
 */
export async function deleteAndReuseNumber(
  db: OptolightDb,
  random: () => number,
): Promise<string | undefined> {
  const patients = await db.records
    .where('kind')
    .equals('patient')
    .filter((r) => !r.deleted)
    .toArray();
  if (!patients.length) return undefined;
  const patient = pickFrom(random, patients);
  const info = (await db.sections.get([patient.id, 'info']))?.data as
    { patientId?: string } | undefined;
  try {
    await deleteRecord(db, patient.id);
  } catch (error) {
    // A patient with a signed record is kept: the device refuses, and nothing was deleted.
    if (error instanceof KeptSignedError) return undefined;
    throw error;
  }
  return createRecord(db, {
    kind: 'patient',
    parentId: null,
    sections: {
      info: { ...fixturePatients.aiko, patientId: info?.patientId ?? `R-${patient.id}` },
    },
  });
}

/** Queues an entry the server cannot take as it is (a date it cannot read), between good ones. */
export async function queueMalformed(db: OptolightDb): Promise<string> {
  const recordId = uuidv7();
  await db.transaction('rw', [db.outbox, db.meta], async () => {
    const entry = await appendEntry(db, {
      type: 'createRecord',
      recordId,
      kind: 'patient',
      parentId: null,
    });
    await db.outbox.put({ ...entry, createdAt: 'yesterday' });
  });
  return recordId;
}

/**
 * Records whose changes the server may rightly refuse: deleted there (with all below them), made
 * under one of those on a device that did not know yet, or made by a malformed entry.
 */
export function refusable(
  feed: Change[],
  local: LocalRecord[],
  malformed: ReadonlySet<string>,
): Set<string> {
  const onServer = new Map<string, boolean>();
  for (const c of feed) if (c.type === 'record') onServer.set(c.record.id, c.record.deleted);
  const out = new Set([...malformed, ...[...onServer].filter(([, d]) => d).map(([id]) => id)]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of local) {
      if (!out.has(r.id) && !onServer.has(r.id) && r.parentId && out.has(r.parentId)) {
        out.add(r.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Patients registered under a reused number whose details this device saw refused as a
 * duplicate (another device reused the same number first). */
export const refusedDuplicates = (outbox: OutboxEntry[], reused: ReadonlySet<string>): string[] =>
  outbox.flatMap((e) =>
    e.status === 'rejected' &&
    e.type === 'saveSection' &&
    reused.has(e.recordId) &&
    e.error?.errors?.patientId
      ? [e.recordId]
      : [],
  );

/** An outbox entry left on a device that is a visible, rightful refusal rather than a loss. */
export const isRightfulRefusal = (e: OutboxEntry, records: ReadonlySet<string>): boolean =>
  e.status === 'rejected' && 'recordId' in e && records.has(e.recordId);

interface RestPatient {
  uniqueId: string;
  version: number;
  [field: string]: unknown;
}

/** What a REST client last read: it may edit from it long after. */
export interface LegacyClient {
  send: Send;
  read: RestPatient[];
}

/**
 * A client of the REST API (the original app's calls) edits a patient's details the way it does:
 * read the list (or use the one it read a while ago), change one field, post the whole form back,
 * naming its base or not. A save the server refused (409) is the client's to redo; a save it took
 * is a write like any other.
 */
export async function legacyEdit(
  client: LegacyClient,
  random: () => number,
  value: string,
): Promise<Write | undefined> {
  const send = client.send;
  if (!client.read.length || random() < 0.5) {
    const listed = await send('GET', '/api/patients');
    client.read = listed.status === 200 ? (listed.body as RestPatient[]) : [];
  }
  const patients = client.read;
  if (!patients.length) return undefined;
  const patient = pickFrom(random, patients);
  const path = pickFrom(random, ['city', 'state', 'zip', 'emPerson']);
  const form = Object.fromEntries(Object.keys(PatientInfo.shape).map((key) => [key, patient[key]]));
  const withBase = random() < 0.5;
  const res = await send('POST', `/api/patientinfo/${patient.uniqueId}`, {
    ...form,
    [path]: value,
    ...(withBase ? { baseVersion: patient.version } : {}),
  });
  if (res.status !== 200) return undefined;
  // Like the original app, the client goes on from the patient the server answered with.
  client.read = patients.map((p) => (p === patient ? (res.body as RestPatient) : p));
  return {
    device: withBase ? 'rest+base' : 'rest',
    recordId: patient.uniqueId,
    section: 'info',
    path,
    value,
    prev: patient[path],
  };
}
