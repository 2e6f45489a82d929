import { emptySection, homeProgramSection, valueAt, withValueAt } from '@optolight/domain';
import { fixturePatients, fullMainEvaluation, fullProgressNote } from '@optolight/fixtures';
import { createRecord, saveSectionOnDevice } from '../../src/db/repo';
import { SyncEngine, type EngineStatus } from '../../src/sync/engine';
import { FaultyNetwork, noFaults, type Faults } from './faulty';
import { injectSend, sendTransport, type Injectable } from './inject-transport';
import { check, checkMutations } from './chaos-check';
import { deviceDb } from './local-db';
import type { Write } from './oracle';
import { pickFrom, prng } from '../../src/lib/prng';
import { deleteAndReuseNumber, legacyEdit, queueMalformed } from './chaos-moves';
import { questionnaireMove, type TakenQuestionnaire } from './chaos-outcomes';
import { addendumMove, emptyTally, signMove, type SignLog, type SignTally } from './chaos-signing';
import { SignedRecordError } from '../../src/db/errors';
import type { SignedOnServer } from '@optolight/sync-server/testing';
import type { MutationResult } from '@optolight/contract';
import { changeProgram, checkHome, firstProgram, homeSide } from './chaos-home';
import { healRounds, unsynced } from './chaos-heal';
import { joinedMember, memberRemoval, roleChanger } from './chaos-members';

export interface ChaosServer {
  app: () => Injectable;
  restart: () => Promise<void>;
  /** Signs up an account with an active professional plan; returns its token. */
  account: () => Promise<string>;
  /** Signs up a patient account (home training); returns its token. */
  patientAccount: () => Promise<string>;
  /** Per device of the server: applied mutation rows, distinct seqs and the acknowledged seq. */
  mutationCounts: () => Promise<
    { deviceId: string; rows: number; distinct: number; lastSeq: number }[]
  >;
  /** The signed ones of these records. */
  signedRecords: (recordIds: string[]) => Promise<SignedOnServer[]>;
  /** The stored results of these mutations, by mutation id. */
  mutationResults: (mutationIds: string[]) => Promise<Map<string, MutationResult>>;
}

export const chaosFaults: Faults = {
  dropRequest: 0.08,
  dropResponse: 0.08,
  duplicate: 0.08,
  delay: 0.08,
  unauthorized: 0.04,
  serverError: 0.05,
  restart: 0.01,
};

const editable: Record<string, string[]> = {
  info: ['city', 'state', 'zip', 'emPerson'],
  evaluationOne: [
    'presentMedicalHistory',
    'pastMedicalHistory',
    'familyPsychosocial',
    'workEducational',
    'previousStatus',
  ],
  objectiveObservation: ['leftObservation.distanceofTwoEyes', 'rightObservation.distanceofTwoEyes'],
};

export interface Device {
  name: string;
  engine: SyncEngine;
  online: boolean;
  /** Rounds started in the background: edits go on while they push and pull, as in the app. */
  running: Promise<unknown>[];
  /** How its last round ended. */
  last?: EngineStatus;
}

/** One seeded run: devices of three members of one practice and of another practice edit
 * shared records through a faulty network, then it heals. */
export async function runChaos(
  seed: number,
  server: ChaosServer,
  steps = 30,
  verbose = false,
  tally: SignTally = emptyTally(),
): Promise<string[]> {
  const random = prng(seed);
  const net = new FaultyNetwork(random, server.restart);
  const tokenA = await server.account();
  const tokenB = await server.account();
  // a1 and a2 are colleagues of a0 in A's practice, each signed in as themselves; the owner
  // moves a2 between clinician and front desk during the run.
  const members = [await joinedMember(server, tokenA), await joinedMember(server, tokenA)];
  const tokenOf = (name: string) =>
    name === 'a1' ? members[0]?.token : name === 'a2' ? members[1]?.token : undefined;
  const a2Role = members[1] && roleChanger(server, tokenA, members[1]);
  const a1Removal = members[0] && memberRemoval(server, tokenA, members[0]);
  const a1 = () => devices.get('a1');
  const makeDevice = (name: string, first: string): Device => {
    const token = () => (name === 'a1' ? a1Removal?.state.token : null) ?? first;
    const send = net.wrap(name, injectSend(server.app, token));
    const offlineAware: typeof send = (method, url, payload) =>
      devices.get(name)?.online === false
        ? Promise.reject(new TypeError('offline'))
        : send(method, url, payload);
    const device: Device = {
      name,
      online: true,
      running: [],
      engine: new SyncEngine({
        db: deviceDb(`${name}-${seed}`),
        transport: sendTransport(offlineAware),
        random,
        batchSize: 7,
        pullLimit: 9,
        onStatus: (status) => {
          device.last = status;
        },
      }),
    };
    return device;
  };
  const devices = new Map<string, Device>();
  for (const name of ['a0', 'a1', 'a2'])
    devices.set(name, makeDevice(name, tokenOf(name) ?? tokenA));
  devices.set('b0', makeDevice('b0', tokenB));
  const all = [...devices.values()];
  /** A REST client of account A, on a sound network: its refusals are answers it acts on. A
   * request that meets an instance mid-restart (closed, or closing under it) fails as a reset
   * connection would, with no answer, as the devices' requests do (sendTransport). */
  const restSend = injectSend(server.app, () => tokenA);
  const legacy = {
    send: (async (method, url, payload) => {
      try {
        return await restSend(method, url, payload);
      } catch {
        return { status: 0, body: null };
      }
    }) satisfies typeof restSend,
    read: [],
  };
  const teamA = all.filter((d) => d.name.startsWith('a'));
  const writes: Write[] = [];
  /** Records made by entries the server cannot take (their refusal is expected). */
  const malformed = new Set<string>();
  /** Patients registered under the number of a patient just deleted. */
  const reused = new Set<string>();
  const signLog: SignLog = { signs: [], addenda: [], tally };
  const questionnaires: TakenQuestionnaire[] = [];
  let counter = 0;

  // Shared starting point: a0 registers patients with an evaluation; everyone syncs cleanly.
  const a0 = teamA[0];
  if (!a0) throw new Error('no device');
  const patientIds: string[] = [];
  for (const patient of [fixturePatients.maria, fixturePatients.tobias]) {
    const pid = await createRecord(a0.engine.db, {
      kind: 'patient',
      parentId: null,
      sections: { info: { ...patient, patientId: `${patient.patientId}-${seed}` } },
    });
    patientIds.push(pid);
    await createRecord(a0.engine.db, {
      kind: 'mainEvaluation',
      parentId: pid,
      sections: {
        appointment: fullMainEvaluation.appointment,
        evaluationOne: fullMainEvaluation.evaluationOne,
      },
    });
  }
  await createRecord(all[3]?.engine.db ?? a0.engine.db, {
    kind: 'patient',
    parentId: null,
    sections: { info: fixturePatients.aiko },
  });
  // Maria trains at home: a programme from a0, her own account linked, her rounds uploading.
  const trainee = patientIds[0] ?? '';
  await saveSectionOnDevice(a0.engine.db, trainee, homeProgramSection, firstProgram);
  for (const d of [a0, ...all]) await d.engine.syncOnce();
  const home = await homeSide(
    {
      app: server.app,
      patientToken: await server.patientAccount(),
      therapistSend: restSend,
      patientId: trainee,
      wrap: (send) => net.wrap('p0', send),
    },
    `p0-${seed}`,
  );

  /** A person changes one field of a record this device knows, to a value never used before. */
  const edit = async (d: Device) => {
    const db = d.engine.db;
    const records = await db.records
      .orderBy('id')
      .filter((x) => !x.deleted && x.kind !== 'progressNote' && x.kind !== 'outcomeResult')
      .toArray();
    if (!records.length) return;
    // Most edits land on a few records, so devices often edit the same section at once.
    const record = pickFrom(random, random() < 0.7 ? records.slice(0, 3) : records);
    // Notes have no Evaluation One: their observations are edited instead.
    const section =
      record.kind === 'patient'
        ? 'info'
        : record.kind === 'mainEvaluation' && random() < 0.8
          ? 'evaluationOne'
          : 'objectiveObservation';
    const path = pickFrom(random, editable[section] ?? []);
    const stored = (await db.sections.get([record.id, section]))?.data;
    // A patient pulled before its details reached the server has none to edit yet.
    if (stored === undefined && section === 'info') return;
    const current = stored ?? emptySection(section as 'objectiveObservation');
    const value = `${d.name}-${seed}-${++counter}`;
    const prev = valueAt(current, path);
    // Now and then typed with stray spaces, which the server stores trimmed.
    const typed = random() < 0.2 ? ` ${value} ` : value;
    try {
      await saveSectionOnDevice(db, record.id, section, withValueAt(current, path, typed), current);
    } catch (error) {
      // Signed here, or its signature queued: the device refuses, and nothing was saved.
      if (!(error instanceof SignedRecordError)) throw error;
      tally.savesRefusedHere += 1;
      return;
    }
    writes.push({
      device: d.name,
      recordId: record.id,
      section,
      path,
      value,
      // The server trims text: what this device showed may still be untrimmed.
      prev: typeof prev === 'string' ? prev.trim() : prev,
    });
    if (verbose)
      net.log.push(
        `${d.name} edits ${record.id.slice(-6)}/${section}.${path} ${JSON.stringify(valueAt(current, path))} -> ${value}`,
      );
  };
  net.duringRequest = async (name) => {
    const d = devices.get(name);
    if (d && random() < 0.7) await edit(d);
    if (d && random() < 0.3) await edit(d);
    // Signed while a sync is in flight: the push may be carrying edits of the same record.
    if (d && random() < 0.03) await signMove(d.engine.db, d.name, random, signLog);
  };

  net.faults = chaosFaults;
  for (let step = 0; step < steps; step++) {
    if (random() < 0.06) {
      await a2Role?.toggle();
      if (verbose) net.log.push(`a2 is now ${a2Role?.role() ?? ''}`);
    }
    if (a1Removal && !a1Removal.state.removed && random() < 0.02) {
      await a1Removal.remove();
      if (verbose) net.log.push('a1 is removed from the practice');
    } else if (a1Removal?.state.removed && !a1Removal.state.token && random() < 0.1) {
      await a1Removal.signInAgain();
      a1()?.engine.resume();
      if (verbose) net.log.push('a1 signs in again');
    }
    const d = pickFrom(random, random() < 0.85 ? teamA : all);
    const db = d.engine.db;
    const r = random();
    if (random() < 0.25) await home.move(random);
    if (r < 0.04 && d !== all[3]) {
      const write = await changeProgram(db, d.name, trainee, `${d.name}-${seed}-${++counter}`);
      if (write) writes.push(write);
    } else if (r < 0.37) {
      await edit(d);
    } else if (r < 0.4) {
      await questionnaireMove(db, d.name, random, ++counter, questionnaires);
    } else if (r < 0.43) {
      await signMove(db, d.name, random, signLog);
      if (verbose) net.log.push(`${d.name} signs`);
    } else if (r < 0.47) {
      await addendumMove(db, d.name, random, `${d.name}-${seed}-${++counter}`, signLog);
    } else if (r < 0.52) {
      const n = ++counter;
      await createRecord(db, {
        kind: 'patient',
        parentId: null,
        sections: { info: { ...fixturePatients.aiko, patientId: `C-${seed}-${d.name}-${n}` } },
      });
    } else if (r < 0.57) {
      const evaluations = await db.records.where('kind').equals('mainEvaluation').toArray();
      if (evaluations.length)
        await createRecord(db, {
          kind: 'progressNote',
          parentId: pickFrom(random, evaluations).id,
          sections: { appointment: fullProgressNote.appointment },
        });
    } else if (r < 0.59) {
      const id = await deleteAndReuseNumber(db, random);
      if (id) reused.add(id);
    } else if (r < 0.61) {
      malformed.add(await queueMalformed(db));
    } else if (r < 0.65) {
      const write = await legacyEdit(legacy, random, `rest-${seed}-${++counter}`);
      if (write) writes.push(write);
      if (write && verbose)
        net.log.push(
          `${write.device} edits ${write.recordId.slice(-6)}/info.${write.path} ${JSON.stringify(write.prev)} -> ${write.value}`,
        );
    } else if (r < 0.77) {
      if (random() < 0.6) d.running.push(d.engine.syncOnce());
      else await d.engine.syncOnce();
    } else if (r < 0.87) {
      d.online = !d.online;
    } else if (r < 0.94) {
      await net.deliverHeld();
    } else {
      for (const x of all) x.engine.resume();
    }
  }

  // The network heals: late requests land, everyone is online and signed in, queues drain.
  net.faults = noFaults;
  net.duringRequest = () => Promise.resolve();
  for (const d of all) await Promise.all(d.running);
  await net.deliverHeld(true);
  await a2Role?.restore();
  if (a1Removal?.state.removed && !a1Removal.state.token) await a1Removal.signInAgain();
  tally.roleChanges += a2Role?.state.changes ?? 0;
  if (a1Removal?.state.removed) tally.removals += 1;
  for (const d of all) {
    d.online = true;
    d.engine.resume();
  }
  await healRounds(all);
  await home.heal();

  return [
    ...unsynced(all),
    ...(await check(
      server,
      tokenA,
      tokenB,
      teamA,
      all,
      writes,
      malformed,
      reused,
      signLog,
      questionnaires,
      new Map(a1Removal?.state.token ? [['a1', a1Removal.state.token]] : []),
    )),
    ...(await checkMutations(server)),
    ...(await checkHome(restSend, trainee, home)),
  ].map(
    (p) => `${p}\n  network: ${net.log.slice(verbose ? 0 : -12).join(verbose ? '\n    ' : '; ')}`,
  );
}
