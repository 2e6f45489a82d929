import type { MyProgramResponse, PatientRound } from '@optolight/contract';
import { homeProgramSection, StoredProgram, type HomeProgram } from '@optolight/domain';
import type { Db, Storage } from '../../db/storage';
import type { Actor, AuthUser } from '../../plugins/auth';
import { logAccess } from '../audit/log';
import { recordRepo } from '../records/repo';
import { saveFromRest } from '../records/rest-save';
import { requirePatient, therapistOf } from './link';
import { ownPatient } from './patient';
import { homeRepo } from './repo';

/**
 * Prescribes through REST: a save of the patient's programme section, by the same rules as every
 * section save (a change made elsewhere since this client last saved is merged, a clash is 409),
 * which also stores the new version; the versions before it stay. Posting the programme that is
 * already current stores nothing and answers the current version.
 */
export function prescribe(
  storage: Storage,
  ownerId: string,
  patientId: string,
  program: HomeProgram,
  now: Date,
  /** The REST source naming the member who prescribes (http/rest-source.ts). */
  source: string,
): Promise<StoredProgram> {
  return storage.write(async (tx) => {
    await ownPatient(tx, ownerId, patientId);
    const section = {
      recordId: patientId,
      kind: 'patient' as const,
      ownerId,
      name: homeProgramSection,
      data: program,
      source,
      at: now.toISOString(),
    };
    await saveFromRest(tx, section, undefined);
    const [latest] = await homeRepo.programs(tx, ownerId, patientId, 1);
    return storedOf(latest?.data);
  });
}

/** Stored only after `HomeProgram` accepted it; parsed again so a bad row fails loudly. */
const storedOf = (data: unknown) => StoredProgram.parse(data);

/**
 * The therapist's view: the link, a pending invitation, every programme version. The newest
 * version is the programme section as stored, so the read records it as what REST served: a
 * prescription posted after it is edited from it (docs/sync-protocol.md#saves-without-a-base).
 */
export function patientProgram(storage: Storage, actor: Actor, patientId: string, now: Date) {
  const { ownerId } = actor;
  return storage.write(async (tx) => {
    await ownPatient(tx, ownerId, patientId);
    // The programme is clinical content: logged in the transaction that serves it.
    await logAccess(tx, actor, [{ patientId, action: 'view' }]);
    const link = await homeRepo.liveLinkOfPatient(tx, ownerId, patientId);
    const invite = await homeRepo.pendingInvite(tx, ownerId, patientId, now.toISOString());
    const section = await recordRepo.section(tx, patientId, homeProgramSection);
    if (section) await recordRepo.storeServed(tx, patientId, homeProgramSection, section.version);
    return {
      link: link
        ? { accountName: `${link.firstName} ${link.lastName}`.trim(), linkedAt: link.linkedAt }
        : null,
      pendingInviteExpiresAt: invite?.expiresAt ?? null,
      versions: (await homeRepo.programs(tx, ownerId, patientId)).map((r) => storedOf(r.data)),
    };
  });
}

/** The patient account's own programme: the newest version of its linked patient record's. */
export async function myProgram(db: Db, user: AuthUser): Promise<MyProgramResponse> {
  requirePatient(user);
  const link = await homeRepo.liveLinkOfAccount(db, user.id);
  if (!link) return { therapist: null, program: null };
  const [latest] = await homeRepo.programs(db, link.ownerId, link.patientId, 1);
  return {
    therapist: { ...(await therapistOf(db, link.ownerId)), linkedAt: link.linkedAt },
    program: latest ? storedOf(latest.data) : null,
  };
}

/**
 * The rounds the patient played while linked to this professional, oldest first. Reading them
 * is a view of the patient in the access log.
 */
export function patientRounds(storage: Storage, actor: Actor, patientId: string) {
  const { ownerId } = actor;
  return storage.write(async (tx) => {
    await ownPatient(tx, ownerId, patientId);
    const rows = await homeRepo.linkedRounds(tx, ownerId, patientId);
    await logAccess(tx, actor, [{ patientId, action: 'view' }]);
    return { rounds: rows.map((r) => summary(r.data as PatientRound)) };
  });
}

const summary = (r: PatientRound): PatientRound => ({
  id: r.id,
  exercise: r.exercise,
  startedAt: r.startedAt,
  durationMs: r.durationMs,
  score: r.score,
  accuracy: r.accuracy,
  finalLevel: r.finalLevel,
  symptomsBefore: r.symptomsBefore,
  symptomsAfter: r.symptomsAfter,
});
