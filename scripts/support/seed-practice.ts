import { addDays, homeProgramSection, outcomeResultSection, scoredResult } from '@optolight/domain';
import {
  fixturePatients,
  fullDischargeNote,
  fullMainEvaluation,
  fullProgressNote,
  playedRound,
} from '@optolight/fixtures';
import { v7 as uuidv7 } from 'uuid';
import {
  patientLinks,
  records,
  sections,
  trainerRounds,
  users,
} from '../../sync-server/src/db/schema';
import { nextServerSeq } from '../../sync-server/src/db/server-seq';
import type { Storage, Tx } from '../../sync-server/src/db/storage';
import { trainerRepo } from '../../sync-server/src/modules/trainer/repo';

type Kind = (typeof records.$inferInsert)['kind'];

/** Rows of one practice, each taking the next place in the change feed as a sync would. */
function practiceWriter(tx: Tx, ownerId: string) {
  const at = new Date().toISOString();
  const counts = { records: 0, sections: 0 };
  return {
    counts,
    async record(row: {
      id?: string;
      kind: Kind;
      parentId?: string;
      patientNumber?: string;
      signedBy?: string;
    }): Promise<string> {
      const id = row.id ?? uuidv7();
      const { signedBy, ...rest } = row;
      await tx.insert(records).values({
        ...rest,
        id,
        ownerId,
        createdAt: at,
        updatedAt: at,
        serverSeq: await nextServerSeq(tx),
        ...(signedBy
          ? { signedAt: at, signedBy: { name: signedBy, credentials: 'OTR/L', npi: '1234567893' } }
          : {}),
      });
      counts.records++;
      return id;
    },
    async put(recordId: string, name: string, data: unknown): Promise<void> {
      const serverSeq = await nextServerSeq(tx);
      await tx.insert(sections).values({
        recordId,
        ownerId,
        name,
        data,
        version: 1,
        updatedAt: at,
        serverSeq,
      });
      counts.sections++;
    },
  };
}

/** A patient's details, numbered P-<i>, named First<i> Last<i mod 997>. */
const patientInfo = (i: number) => ({
  ...fixturePatients.maria,
  patientId: `P-${String(i)}`,
  firstName: `First${String(i)}`,
  lastName: `Last${String(i % 997)}`,
});

/**
 * A practice straight into the server's database, as if synced there over months: per patient
 * its details (and registration, with `withReg`), and for every `evaluationEvery`-th patient a
 * main evaluation with its appointment and Evaluation One. Returns what it wrote.
 */
export function seedPractice(
  storage: Storage,
  ownerId: string,
  patients: number,
  options: { evaluationEvery?: number; withReg?: boolean } = {},
): Promise<{ records: number; sections: number }> {
  const every = options.evaluationEvery ?? 1;
  return storage.write(async (tx) => {
    const w = practiceWriter(tx, ownerId);
    for (let i = 0; i < patients; i++) {
      const patientNumber = `P-${String(i)}`;
      const id = await w.record({ kind: 'patient', patientNumber });
      await w.put(id, 'info', patientInfo(i));
      if (options.withReg)
        await w.put(id, 'patientReg', { physiciansName: 'Dr. Okafor', service: ['OT'] });
      if (i % every === 0) {
        const evaluation = await w.record({ kind: 'mainEvaluation', parentId: id });
        await w.put(evaluation, 'appointment', fullMainEvaluation.appointment);
        await w.put(evaluation, 'evaluationOne', fullMainEvaluation.evaluationOne);
      }
    }
    return w.counts;
  });
}

/** The plan states a realistic practice cycles through, counted in days from `today`. */
const states = [
  // Evaluated this week: nothing due yet.
  { name: 'new', evaluated: -3, note: null, discharged: null, certifiedTo: 57, visits: 0 },
  // A progress note due by date (30 days after the evaluation) within the week.
  { name: 'note due', evaluated: -26, note: null, discharged: null, certifiedTo: 30, visits: 2 },
  // A progress note overdue by date.
  {
    name: 'note overdue',
    evaluated: -45,
    note: null,
    discharged: null,
    certifiedTo: 45,
    visits: 4,
  },
  // A progress note due by visits: the 10th visit is the next one.
  {
    name: 'note due by visits',
    evaluated: -12,
    note: null,
    discharged: null,
    certifiedTo: 48,
    visits: 8,
  },
  // Recertification due: the period ends in four days.
  { name: 'recert due', evaluated: -56, note: -20, discharged: null, certifiedTo: 4, visits: 3 },
  // Recertification overdue: the period ended three days ago.
  {
    name: 'recert overdue',
    evaluated: -63,
    note: -25,
    discharged: null,
    certifiedTo: -3,
    visits: 3,
  },
  // Discharged: nothing more is due.
  { name: 'discharged', evaluated: -90, note: -40, discharged: -10, certifiedTo: -30, visits: 2 },
  // A progress note written last week: the next is weeks away.
  { name: 'on track', evaluated: -40, note: -5, discharged: null, certifiedTo: 50, visits: 4 },
] as const;

export const realisticStates = states.map((s) => s.name);

/**
 * A practice as a clinic's server holds it after months of work, for benchmarks: every patient
 * registered with a main evaluation (a coded diagnosis, goals and a certified plan of care) in
 * one of the plan states above, in turn, so the due list holds every kind of row; visit entries,
 * progress and discharge notes; every third evaluation and every written note signed; a CISS
 * result for every fourth patient; a home programme for every fifth; and for every hundredth a
 * linked patient account with ten home rounds. Dates count from `today` (YYYY-MM-DD).
 */
export function seedRealisticPractice(
  storage: Storage,
  ownerId: string,
  patients: number,
  today: string,
): Promise<{ records: number; sections: number; rounds: number; outcomeResults: number }> {
  const day = (n: number) => addDays(today, n);
  return storage.write(async (tx) => {
    const w = practiceWriter(tx, ownerId);
    let rounds = 0;
    let outcomeResults = 0;
    for (let i = 0; i < patients; i++) {
      const state = states[i % states.length] ?? states[0];
      const patientNumber = `P-${String(i)}`;
      const patientId = await w.record({ kind: 'patient', patientNumber });
      await w.put(patientId, 'info', patientInfo(i));
      const evaluated = day(state.evaluated);
      const evaluation = await w.record({
        kind: 'mainEvaluation',
        parentId: patientId,
        ...(i % 3 === 0 ? { signedBy: 'Sam Whitfield' } : {}),
      });
      await w.put(evaluation, 'appointment', {
        ...fullMainEvaluation.appointment,
        createdAt: evaluated,
        appointmentDate: evaluated,
      });
      await w.put(evaluation, 'evaluationOne', fullMainEvaluation.evaluationOne);
      await w.put(evaluation, 'longTermGoals', fullMainEvaluation.longTermGoals);
      await w.put(evaluation, 'dischargePlan', {
        ...fullMainEvaluation.dischargePlan,
        certification: { from: evaluated, to: day(state.certifiedTo), discipline: 'Occupational' },
      });
      for (let v = 1; v <= state.visits; v++) {
        const visit = await w.record({ kind: 'visitEntry', parentId: evaluation });
        const date = day(Math.min(-1, state.evaluated + v * 3));
        await w.put(visit, 'visit', { date, minutes: 45, done: 'Vergence drills' });
      }
      for (const [kind, when, content] of [
        ['progressNote', state.note, fullProgressNote],
        ['dischargeNote', state.discharged, fullDischargeNote],
      ] as const) {
        if (when === null) continue;
        const note = await w.record({ kind, parentId: evaluation, signedBy: 'Sam Whitfield' });
        await w.put(note, 'appointment', {
          ...content.appointment,
          createdAt: day(when),
          appointmentDate: day(when),
        });
      }
      if (i % 4 === 0) {
        const result = await w.record({ kind: 'outcomeResult', parentId: patientId });
        outcomeResults += 1;
        const answers = Array.from({ length: 15 }, (_, k) => (i + k) % 5);
        await w.put(
          result,
          outcomeResultSection,
          scoredResult({ instrument: 'CISS', takenAt: evaluated, answers }, '1980-01-01'),
        );
      }
      if (i % 5 === 0)
        await w.put(patientId, homeProgramSection, {
          exercises: [{ exercise: 'saccades', unit: 'minutes', amount: 5 }],
          startLevel: 1,
          sessionsPerWeek: 5,
          startDate: evaluated,
          endDate: day(state.evaluated + 42),
          note: '',
        });
      if (i % 100 === 0) rounds += await linkedTrainee(tx, ownerId, patientId, i, day(-1));
    }
    return { ...w.counts, rounds, outcomeResults };
  });
}

/** A patient account linked to the patient, with ten saccade rounds played at home. */
async function linkedTrainee(
  tx: Tx,
  ownerId: string,
  patientId: string,
  i: number,
  playedOn: string,
): Promise<number> {
  const accountId = uuidv7();
  const at = new Date().toISOString();
  await tx.insert(users).values({
    id: accountId,
    email: `trainee${String(i)}-${accountId}@example.test`,
    // Not a hash of any password: nobody signs in as a seeded trainee.
    passwordHash: 'scrypt$1024$seeded$seeded',
    passwordChangedAt: Date.now(),
    userType: 'patient',
    userHandle: `trainee-${accountId}`,
    firstName: `First${String(i)}`,
    lastName: 'Trainee',
    createdAt: at,
  });
  const linkId = uuidv7();
  await tx.insert(patientLinks).values({ id: linkId, ownerId, patientId, accountId, linkedAt: at });
  const first = await trainerRepo.reserveSeqs(tx, 10);
  for (let n = 0; n < 10; n++) {
    const startedAt = `${playedOn}T1${String(n)}:00:00.000Z`;
    const round = playedRound(uuidv7(), startedAt, {
      trials: [{ atMs: 1000, level: 0, isCorrect: n % 3 !== 0, reactionMs: 380 + n }],
    });
    await tx.insert(trainerRounds).values({
      id: round.id,
      ownerId: accountId,
      exercise: round.exercise,
      startedAt,
      data: round,
      seq: first + n,
      createdAt: at,
      linkId,
    });
  }
  return 10;
}
