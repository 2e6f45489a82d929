import type { HistoryEntry, HistorySource, RecordHistory } from '@optolight/contract';
import { byInstant, changedFields, fieldOrderOf } from '@optolight/domain';
import type { Db, Storage } from '../../db/storage';
import { notFound } from '../../http/errors';
import { isRestSource, memberOfRestSource } from '../../http/rest-source';
import { logAccess, patientOf } from '../audit/log';
import { practiceRepo } from '../practice/repo';
import { recordRepo, type Kind, type RecordRow } from '../records/repo';
import { certificationOf, signatureOf, signingRepo, toAddendum } from '../signing/repo';
import { emptySectionOf } from '../records/section-schema';
import { historyRepo, type RevisionRow } from './repo';
import type { Actor } from '../../plugins/auth';

/** Version 0 of a section; a section this kind of record has no schema for starts empty. */
function emptyOf(kind: Kind, name: string): unknown {
  try {
    return emptySectionOf(kind, name);
  } catch {
    return {};
  }
}

/** Who and where each source is: a device of one of the practice's members by its name, anything
 * else a REST save by the member it names (the owner for a save from before members) (as a conflict's sides read it,
 * docs/sync-protocol.md#rule-5-conflicts-are-kept-and-shown). */
async function sourcesOf(db: Db, ownerId: string, revisions: { source: string }[]) {
  const deviceIds = [...new Set(revisions.map((r) => r.source))].filter((s) => !isRestSource(s));
  const devices = await historyRepo.devices(db, deviceIds);
  const inPractice = await Promise.all(
    devices.map(async (d) => (await practiceRepo.practiceKeyOf(db, d.userId)) === ownerId),
  );
  const known = new Map(devices.filter((_, i) => inPractice[i]).map((d) => [d.id, d] as const));
  return (source: string): { source: HistorySource; accountId: string } => {
    const device = known.get(source);
    return device
      ? {
          source: { kind: 'device', deviceId: device.id, deviceName: device.name },
          accountId: device.userId,
        }
      : { source: { kind: 'web' }, accountId: memberOfRestSource(source) ?? ownerId };
  };
}

/** Each revision against the version of its section before it: version 1 against the empty form. */
function saves(
  kind: Kind,
  revisions: RevisionRow[],
  where: Awaited<ReturnType<typeof sourcesOf>>,
  account: (id: string) => HistoryEntry['account'],
): HistoryEntry[] {
  const previous = new Map<string, unknown>();
  return [...revisions]
    .sort((a, b) => a.version - b.version)
    .map((r) => {
      const before = previous.has(r.name) ? previous.get(r.name) : emptyOf(kind, r.name);
      previous.set(r.name, r.data);
      const { source, accountId } = where(r.source);
      return {
        type: 'saved',
        at: r.createdAt,
        account: account(accountId),
        source,
        section: r.name,
        version: r.version,
        changes: changedFields(before, r.data, fieldOrderOf(r.name)),
      };
    });
}

/** Newest first; at the same time, a creation before saves, saves before a signature, and a
 * signature before its addenda. */
const newestFirst = (a: HistoryEntry, b: HistoryEntry) => {
  const rank = (e: HistoryEntry) =>
    e.type === 'created'
      ? 0
      : e.type === 'saved'
        ? e.version
        : e.type === 'signed'
          ? 1e9
          : e.type === 'certified'
            ? 1.5e9
            : 2e9;
  return byInstant(b.at, a.at) || rank(b) - rank(a);
};

/** The signature and the addenda of a signed record, as history entries. */
function signing(
  record: RecordRow,
  addenda: Awaited<ReturnType<typeof signingRepo.addendumRows>>,
  where: Awaited<ReturnType<typeof sourcesOf>>,
  account: (id: string) => HistoryEntry['account'],
): HistoryEntry[] {
  const signature = signatureOf(record);
  if (!signature) return [];
  return [
    {
      type: 'signed',
      at: signature.signedAt,
      account: account(signature.signedBy.memberId ?? record.ownerId),
      signedBy: signature.signedBy,
    },
    ...certified(record, account),
    ...addenda.map((a): HistoryEntry => {
      const { id, at, by, text } = toAddendum(a);
      const { source, accountId } = where(a.source);
      return {
        type: 'addendum',
        at,
        account: account(by.memberId ?? accountId),
        source,
        id,
        text,
        by,
      };
    }),
  ];
}

/** The plan of care's certification, as a history entry. */
function certified(
  record: RecordRow,
  account: (id: string) => HistoryEntry['account'],
): HistoryEntry[] {
  const c = certificationOf(record);
  return c
    ? [
        {
          type: 'certified',
          at: c.certifiedAt,
          account: account(c.certifiedBy.memberId ?? record.ownerId),
          certifiedBy: c.certifiedBy,
        },
      ]
    : [];
}

/**
 * Every change of one of the owner's records (docs/product.md#record-history): its creation and
 * each section version, read on one snapshot. Another account's record, or a deleted one, is not
 * found, as on every other record call.
 */
export function recordHistory(storage: Storage, actor: Actor, id: string): Promise<RecordHistory> {
  const { ownerId } = actor;
  // Every value the record ever held is clinical content: the read is logged in the
  // transaction that serves it (docs/security.md#access-log).
  return storage.write(async (db) => {
    const record = await recordRepo.owned(db, ownerId, id);
    const patient = record && (await patientOf(db, ownerId, id));
    if (!record || !patient) throw notFound('No record with that id');
    await logAccess(db, actor, [{ ...patient, action: 'view' }]);
    const revisions = await historyRepo.revisions(db, id);
    const addenda = record.signedAt ? await signingRepo.addendumRows(db, id) : [];
    const where = await sourcesOf(db, ownerId, [...revisions, ...addenda]);
    const signers = [
      signatureOf(record)?.signedBy,
      certificationOf(record)?.certifiedBy,
      ...addenda.map((a) => toAddendum(a).by),
    ];
    const ids = [
      ...new Set([
        ownerId,
        ...revisions.map((r) => where(r.source).accountId),
        ...addenda.map((a) => where(a.source).accountId),
        ...signers.flatMap((by) => (by?.memberId ? [by.memberId] : [])),
      ]),
    ];
    const accounts = new Map(
      (await historyRepo.accounts(db, ids)).map((u) => [
        u.id,
        { id: u.id, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email },
      ]),
    );
    const account = (userId: string) => accounts.get(userId) ?? { id: userId, name: '', email: '' };
    const first = revisions[0];
    const created: HistoryEntry = {
      type: 'created',
      at: record.createdAt,
      account: account(first ? where(first.source).accountId : ownerId),
      source: first ? where(first.source).source : null,
    };
    return {
      id,
      kind: record.kind,
      entries: [
        created,
        ...saves(record.kind, revisions, where, account),
        ...signing(record, addenda, where, account),
      ].sort(newestFirst),
    };
  });
}
