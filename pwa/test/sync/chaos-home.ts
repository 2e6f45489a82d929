import type { PatientRound, PullResponse } from '@optolight/contract';
import { homeProgramSection, sameValue, type StoredProgram } from '@optolight/domain';
import { playedRound } from '@optolight/fixtures';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { saveSectionOnDevice } from '../../src/db/repo';
import type { OptolightDb } from '../../src/db/schema';
import { refreshProgram } from '../../src/features/trainer/data/program-store';
import { saveRound } from '../../src/features/trainer/data/rounds-store';
import { TrainerDb } from '../../src/features/trainer/data/trainer-db';
import { syncTrainer } from '../../src/features/trainer/data/trainer-sync';
import { sendTransport } from '../../src/features/trainer/data/transport';
import { injectSend, type Injectable, type Send } from './inject-transport';
import type { Write } from './oracle';

/** The first programme, prescribed on a therapist's tablet before the run starts. */
export const firstProgram = {
  exercises: [{ exercise: 'saccades', unit: 'minutes', amount: 5 }],
  startLevel: 1,
  sessionsPerWeek: 5,
  startDate: '2026-03-02',
  endDate: '2026-04-12',
  note: 'first',
};

/**
 * The home programme in the chaos run (docs/sync-protocol.md#home-programmes): the therapists'
 * tablets change a patient's programme through the queue while the linked patient's device
 * plays rounds and uploads them through the same faulty network.
 */
export async function homeSide(
  opts: {
    app: () => Injectable;
    patientToken: string;
    therapistSend: Send;
    patientId: string;
    /** The patient's requests, through the run's faulty network. */
    wrap: (send: Send) => Send;
  },
  name: string,
) {
  const code = (
    (await opts.therapistSend('POST', `/api/invite/${opts.patientId}`)).body as { code: string }
  ).code;
  const direct = injectSend(opts.app, () => opts.patientToken);
  const linked = await direct('POST', '/api/link', { code });
  if (linked.status !== 200) throw new Error(`link answered ${linked.status}`);
  const db = new TrainerDb(name, { indexedDB: new IDBFactory(), IDBKeyRange });
  const state = { online: true };
  const faulty = opts.wrap(direct);
  // A request meeting a server mid-restart gets no answer, as over a real connection.
  const send: Send = async (method, url, payload) => {
    if (!state.online) return { status: 0, body: { message: 'offline' } };
    try {
      return await faulty(method, url, payload);
    } catch {
      return { status: 0, body: { message: 'no answer' } };
    }
  };
  const transport = sendTransport(send);
  const played: string[] = [];
  const fetchMine = async () => {
    const res = await send('GET', '/api/program');
    if (res.status !== 200) throw new Error('no programme');
    return res.body as { therapist: null; program: StoredProgram | null };
  };
  const running: Promise<unknown>[] = [];
  const play = async () => {
    const id = uuidv7();
    await saveRound(db, playedRound(id, new Date().toISOString()));
    played.push(id);
  };
  return {
    played,
    db,
    /** One thing the patient does: train, sync in the background, lose the network, read
     * the programme again. */
    move: async (random: () => number) => {
      const r = random();
      if (r < 0.45) await play();
      else if (r < 0.75) running.push(syncTrainer(db, transport));
      else if (r < 0.9) state.online = !state.online;
      else await refreshProgram(db, fetchMine);
    },
    /** Back online: every round goes up and the newest programme comes down. */
    heal: async () => {
      await Promise.all(running);
      state.online = true;
      for (let round = 0; round < 2; round++) await syncTrainer(db, transport);
      await refreshProgram(db, fetchMine);
    },
  };
}

/** A therapist's tablet changes the programme's note, queued like any section save. */
export async function changeProgram(
  db: OptolightDb,
  device: string,
  patientId: string,
  value: string,
): Promise<Write | undefined> {
  const current = (await db.sections.get([patientId, homeProgramSection]))?.data as
    { note: string } | undefined;
  if (!current) return undefined;
  await saveSectionOnDevice(
    db,
    patientId,
    homeProgramSection,
    { ...current, note: value },
    current,
  );
  return {
    device,
    recordId: patientId,
    section: homeProgramSection,
    path: 'note',
    value,
    prev: current.note,
  };
}

/** The programme section and whether the patient was deleted, from the account's feed. */
async function finalState(send: Send, patientId: string) {
  let section: { data: unknown; version: number } | undefined;
  let isDeleted = false;
  for (let cursor = 0; ;) {
    const page = (await send('GET', `/api/sync/pull?cursor=${cursor}&limit=2000`))
      .body as PullResponse;
    for (const c of page.changes) {
      if (c.type === 'section' && c.recordId === patientId && c.name === homeProgramSection)
        section = c;
      if (c.type === 'record' && c.record.id === patientId) isDeleted = c.record.deleted;
    }
    cursor = page.cursor;
    if (!page.hasMore) return { section, isDeleted };
  }
}

/**
 * At the end: every programme the server stored is one version, numbered without gaps or
 * repeats; the newest is the section's content and the patient's device holds it; the therapist
 * reads every round played while linked, once. A run that deleted the patient ends the link's
 * meaning, so it is not checked.
 */
export async function checkHome(
  therapistSend: Send,
  patientId: string,
  patient: Awaited<ReturnType<typeof homeSide>>,
): Promise<string[]> {
  const { section, isDeleted } = await finalState(therapistSend, patientId);
  if (isDeleted) return [];
  const problems: string[] = [];
  const { versions } = (await therapistSend('GET', `/api/program/${patientId}`)).body as {
    versions: StoredProgram[];
  };
  const numbers = versions.map((v) => v.version);
  const last = section?.version ?? 0;
  const expected = Array.from({ length: last }, (_, i) => last - i);
  if (!sameValue(numbers, expected))
    problems.push(`programme versions ${numbers.join(',')}, the section is at ${last}`);
  if (!sameValue(versions[0]?.program, section?.data))
    problems.push('the newest programme version is not the stored section');
  const mine = (await patient.db.program.get('mine'))?.answer.program;
  if (mine?.version !== versions[0]?.version)
    problems.push(
      `the patient holds programme ${mine?.version}, newest is ${versions[0]?.version}`,
    );
  if ((await patient.db.queue.count()) !== 0) problems.push('rounds left in the patient queue');
  const { rounds } = (await therapistSend('GET', `/api/patient-rounds/${patientId}`)).body as {
    rounds: PatientRound[];
  };
  const seen = rounds.map((r) => r.id).sort();
  if (!sameValue(seen, [...patient.played].sort()))
    problems.push(
      `the therapist reads ${seen.length} rounds, ${patient.played.length} were played`,
    );
  return problems;
}
