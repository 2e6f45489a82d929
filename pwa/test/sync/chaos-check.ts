import type { Change, PullResponse, SyncConflict } from '@optolight/contract';
import { sameValue, valueAt } from '@optolight/domain';
import type { OutboxEntry } from '../../src/db/schema';
import type { ChaosServer, Device } from './chaos';
import { checkSigning, isSigningRefusal } from './chaos-check-signing';
import { isFrontDeskRefusal } from './chaos-members';
import { isRightfulRefusal, refusable, refusedDuplicates } from './chaos-moves';
import { checkQuestionnaires, type TakenQuestionnaire } from './chaos-outcomes';
import type { SignLog } from './chaos-signing';
import { injectSend } from './inject-transport';
import { lostWrites, type Write } from './oracle';

/** What a chaos run must end with, once the network has healed and every queue has drained. */
async function serverFeed(server: ChaosServer, token: string): Promise<Change[]> {
  const send = injectSend(server.app, () => token);
  const out: Change[] = [];
  let cursor = 0;
  for (;;) {
    const res = await send('GET', `/api/sync/pull?cursor=${cursor}&limit=2000`);
    const page = res.body as PullResponse;
    out.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return out;
  }
}

export async function check(
  server: ChaosServer,
  tokenA: string,
  tokenB: string,
  teamA: Device[],
  all: Device[],
  writes: Write[],
  malformed: ReadonlySet<string>,
  reused: ReadonlySet<string>,
  signLog: SignLog,
  questionnaires: TakenQuestionnaire[],
  /** Devices whose account left practice A, by the token of the practice they follow now. */
  elsewhere: ReadonlyMap<string, string> = new Map(),
): Promise<string[]> {
  const problems: string[] = [];
  const feedA = await serverFeed(server, tokenA);
  const feedB = await serverFeed(server, tokenB);
  const feedOf = new Map<string, Change[]>();
  for (const [name, token] of elsewhere) feedOf.set(name, await serverFeed(server, token));
  const others = [...feedOf.values()].flat();
  const final = new Map<string, unknown>();
  for (const c of [...feedA, ...feedB, ...others])
    if (c.type === 'section') final.set(`${c.recordId}/${c.name}`, c.data);
  const conflictsOf = (feed: Change[]): SyncConflict[] =>
    feed.flatMap((c) => (c.type === 'conflict' ? [c.conflict] : []));
  const conflicts = conflictsOf(feedA);
  const recordIds = (feed: Change[]) =>
    new Set(feed.flatMap((c) => (c.type === 'record' ? [c.record.id] : [])));

  const refused = new Set<string>();
  /** What each device holds at the end. */
  const held: Parameters<typeof checkSigning>[3] = [];
  /** Refused, visibly: for its front desk's role, or anything of a practice the account left
   * (not found for it any more). */
  const refusedThere = (device: string) => (e: OutboxEntry) =>
    isFrontDeskRefusal(e) || (elsewhere.has(device) && e.status === 'rejected');
  for (const d of all) {
    const mine = feedOf.get(d.name) ?? (d.name.startsWith('a') ? feedA : feedB);
    const isRefusedThere = refusedThere(d.name);
    const local = await d.engine.db.records.toArray();
    const everything = await d.engine.db.outbox.toArray();
    // A record its device made while it was the front desk's, refused as clinical.
    // So is one made under it, or under a record deleted on the server, refused as its parent
    // was not there (the device may have dropped both when it left its feed).
    const deletedThere = new Set(
      mine.flatMap((c) => (c.type === 'record' && c.record.deleted ? [c.record.id] : [])),
    );
    const madeAtTheDesk = new Set<string>();
    for (const e of everything)
      if (
        e.type === 'createRecord' &&
        e.status === 'rejected' &&
        (isRefusedThere(e) ||
          (e.parentId !== null && (madeAtTheDesk.has(e.parentId) || deletedThere.has(e.parentId))))
      )
        madeAtTheDesk.add(e.recordId);
    const rightful = refusable(
      mine,
      local,
      new Set([...malformed, ...refusedDuplicates(everything, reused), ...madeAtTheDesk]),
    );
    rightful.forEach((id) => refused.add(id));
    // A questionnaire made while its device was a clinician's, whose answers reached the server
    // after the owner moved it to the front desk: made, its answers visibly refused.
    const results = new Set(
      mine.flatMap((c) =>
        c.type === 'record' && c.record.kind === 'outcomeResult' ? [c.record.id] : [],
      ),
    );
    for (const e of everything)
      if (e.type === 'saveSection' && results.has(e.recordId) && isRefusedThere(e))
        refused.add(e.recordId);
    // Saves refused for a signature keep what the person typed on the device, shown as refused;
    // so do saves refused in a practice the account has left (typed before the device heard).
    const refusedSaves = new Set(
      everything
        .flatMap((e) => [
          ...signedSave(e),
          ...(e.type === 'saveSection' && isRefusedThere(e) ? [e] : []),
        ])
        .map((e) => `${e.recordId}/${e.section}`),
    );
    const outbox = everything.filter(
      (e) => !isRightfulRefusal(e, rightful) && !isSigningRefusal(e) && !isRefusedThere(e),
    );
    if (outbox.length)
      problems.push(
        `${d.name}: ${outbox.length} outbox entries left (${outbox.map((e) => `${e.seq}:${e.type}:${e.status}${e.error ? `:${e.error.message}` : ''}`).join(', ')})`,
      );
    const ids = recordIds(mine);
    const kept = local.filter((r) => ids.has(r.id) || !rightful.has(r.id));
    if (kept.length !== ids.size || kept.some((r) => !ids.has(r.id)))
      problems.push(`${d.name}: holds ${kept.length} records, server has ${ids.size}`);
    // What the device shows of a record (its place in recent lists, deleted or not) converges;
    // a record whose changes were refused keeps this device's last (refused) stamp, as does one
    // whose save reached the server while the device was the front desk's.
    const deskRefused = new Set(
      everything.flatMap((e) => (isRefusedThere(e) && 'recordId' in e ? [e.recordId] : [])),
    );
    const latest = new Map(
      mine.flatMap((c) => (c.type === 'record' ? [[c.record.id, c.record]] : [])),
    );
    for (const r of kept) {
      const server = latest.get(r.id);
      if (
        server &&
        !rightful.has(r.id) &&
        !deskRefused.has(r.id) &&
        (server.updatedAt !== r.updatedAt || server.deleted !== r.deleted)
      )
        problems.push(
          `${d.name}: record ${r.id} differs from the server's: ${r.updatedAt} ${String(r.deleted)} vs ${server.updatedAt} ${String(server.deleted)}`,
        );
    }
    for (const s of await d.engine.db.sections.toArray()) {
      if (rightful.has(s.recordId) || refusedSaves.has(`${s.recordId}/${s.name}`)) continue;
      const expected = mine.find(
        (c) => c.type === 'section' && c.recordId === s.recordId && c.name === s.name,
      );
      if (expected?.type !== 'section' || !sameValue(expected.data, s.data))
        problems.push(
          `${d.name}: section ${s.recordId}/${s.name} differs from the server: ${JSON.stringify(s.data).slice(0, 300)} vs ${JSON.stringify(expected?.type === 'section' ? expected.data : null).slice(0, 300)}`,
        );
    }
    const localConflicts = (await d.engine.db.conflicts.toArray()).map((c) => c.id).sort();
    const serverConflicts = conflictsOf(mine)
      .map((c) => c.id)
      .sort();
    if (!sameValue(localConflicts, serverConflicts))
      problems.push(
        `${d.name}: sees conflicts ${localConflicts.join(',')} but the server has ${serverConflicts.join(',')}`,
      );
    held.push({ name: d.name, outbox: everything, records: local });
  }
  const idsA = recordIds(feedA);
  if ([...recordIds(feedB)].some((id) => idsA.has(id)))
    problems.push('account B sees records of account A');
  // A write to a record that was deleted (or never accepted) is accounted for by that.
  // So is a save refused for a signature that its device shows as refused.
  const refusedHere = (w: Write) =>
    held
      .find((d) => d.name === w.device)
      ?.outbox.flatMap((e) =>
        signedSave(e).length || (e.type === 'saveSection' && refusedThere(w.device)(e)) ? [e] : [],
      )
      .flatMap((e) => (e.type === 'saveSection' ? [e] : []))
      .some(
        (e) =>
          e.recordId === w.recordId &&
          e.section === w.section &&
          String(valueAt(e.data, w.path)).trim() === w.value,
      ) === true;
  const live = writes.filter((w) => !refused.has(w.recordId));
  const lost = lostWrites(live, final, [
    ...conflicts,
    ...conflictsOf(feedB),
    ...conflictsOf(others),
  ]);
  for (const w of lost.filter((x) => !refusedHere(x)))
    problems.push(`lost write ${w.device} ${w.section}.${w.path}=${w.value}`);
  if (teamA.length !== 3) problems.push('setup');
  problems.push(...(await checkSigning(server, signLog, [...feedA, ...feedB], held, refused)));
  problems.push(...checkQuestionnaires([...feedA, ...feedB, ...others], questionnaires, refused));
  return problems;
}

/** A section save the server refused, visibly, because its record is signed or its device was
 * the front desk's. */
const signedSave = (e: OutboxEntry) =>
  e.type === 'saveSection' && (isSigningRefusal(e) || isFrontDeskRefusal(e)) ? [e] : [];

export async function checkMutations(server: ChaosServer): Promise<string[]> {
  return (await server.mutationCounts())
    .filter((m) => m.rows !== m.distinct || m.rows !== m.lastSeq)
    .map(
      (m) =>
        `device ${m.deviceId}: ${m.rows} mutation rows, ${m.distinct} distinct, acknowledged ${m.lastSeq}`,
    );
}
