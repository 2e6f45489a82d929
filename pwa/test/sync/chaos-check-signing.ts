import type { Change } from '@optolight/contract';
import { sameValue } from '@optolight/domain';
import { asStored, type SignedOnServer } from '@optolight/sync-server/testing';
import type { LocalRecord, OutboxEntry } from '../../src/db/schema';
import type { ChaosServer } from './chaos';
import type { QueuedSign, SignLog } from './chaos-signing';

/** What the end of a chaos run must show of signing (docs/sync-protocol.md#signatures-cover-what-was-seen). */

const refusals: Partial<Record<OutboxEntry['type'], RegExp>> = {
  saveSection: /^This record is signed, so it can no longer be edited/,
  // Changed since shown, signed by another device first, or a conflict on it still open.
  signRecord:
    /^(This record changed since it was shown to you\. Review it and sign again\.|This record is signed already\.|This record has a conflict to settle\. Settle it, then sign\.)$/,
  addAddendum: /^Only a signed record takes addenda/,
  // Signed on another device before this one's delete arrived: the patient is kept.
  deleteRecord: /^This patient has signed records|^This record or one of its notes is signed/,
};

/** An entry the server refused because of a signature, as it must: kept visible, not lost. */
export const isSigningRefusal = (e: OutboxEntry): boolean =>
  e.status === 'rejected' && refusals[e.type]?.test(e.error?.message ?? '') === true;

// JSON.stringify answers undefined for nothing, whatever its type says.
const show = (value: unknown) =>
  (value === undefined ? 'nothing' : JSON.stringify(value)).slice(0, 200);

type Latest = Map<string, Extract<Change, { type: 'record' }>['record']>;

/**
 * Every signature the server took covers exactly what its signer's device sent, and no section
 * of a signed record has a revision after the one its signer saw. Values in the run are never
 * reused, so a section never comes back to content it had: the first revision holding the signed
 * content must be the last.
 */
function checkSigned(signed: SignedOnServer[], accepted: Map<string, QueuedSign>): string[] {
  const problems: string[] = [];
  for (const record of signed) {
    const sign = accepted.get(record.id);
    if (!sign) {
      problems.push(`record ${record.id} is signed, but no device's signature was accepted`);
      continue;
    }
    const names = new Set([...record.sections.keys(), ...Object.keys(sign.seen)]);
    for (const name of names) {
      const shown = sign.seen[name];
      const content = shown && asStored(record.kind, name, shown);
      const stored = record.sections.get(name);
      if (content === undefined || !stored || !sameValue(content, stored.data))
        problems.push(
          `signature of ${record.id} by ${sign.device} covers ${name} ${show(shown?.data)}, the server holds ${show(stored?.data)}`,
        );
      const history = record.revisions.get(name) ?? [];
      const at = history.findIndex((r) => sameValue(r.data, content));
      const later = at < 0 ? [] : history.slice(at + 1);
      if (later.length)
        problems.push(
          `section ${record.id}/${name}: revisions ${later.map((r) => r.version).join(',')} stored after the signed one (${String(history[at]?.version)})`,
        );
    }
  }
  return problems;
}

/**
 * Signatures, addenda and signed-record saves at the end of a run: each signature the server
 * took covers what was signed; each queued signature and addendum is on the server (once) or
 * visibly refused on its device; every device shows the server's signature and addenda.
 */
export async function checkSigning(
  server: ChaosServer,
  log: SignLog,
  feed: Change[],
  devices: { name: string; outbox: OutboxEntry[]; records: LocalRecord[] }[],
  refused: ReadonlySet<string>,
): Promise<string[]> {
  const problems: string[] = [];
  const { tally } = log;
  const results = await server.mutationResults(log.signs.map((s) => s.mutationId));
  const outboxOf = new Map(devices.map((d) => [d.name, d.outbox]));
  const visiblyRefused = (device: string, match: (e: OutboxEntry) => boolean) =>
    (outboxOf.get(device) ?? []).some((e) => e.status === 'rejected' && match(e));
  const accepted = new Map<string, QueuedSign>();
  // Signing again after a refusal takes the refused entry out of the outbox: the refusal was
  // answered, by the later signature of the same device.
  const signedAgain = (i: number, s: QueuedSign) =>
    log.signs.some(
      (later, j) => j > i && later.device === s.device && later.recordId === s.recordId,
    );
  for (const [i, s] of log.signs.entries()) {
    if (results.get(s.mutationId)?.status === 'applied') {
      tally.signsAccepted += 1;
      if (accepted.has(s.recordId)) problems.push(`record ${s.recordId} signed twice`);
      accepted.set(s.recordId, s);
    } else if (
      visiblyRefused(s.device, (e) => e.mutationId === s.mutationId) ||
      (results.get(s.mutationId)?.status === 'rejected' && signedAgain(i, s))
    )
      tally.signsRefused += 1;
    else if (!refused.has(s.recordId))
      problems.push(`signature of ${s.recordId} by ${s.device} neither taken nor refused there`);
  }
  const signed = await server.signedRecords(
    feed.flatMap((c) => (c.type === 'record' ? [c.record.id] : [])),
  );
  problems.push(...checkSigned(signed, accepted));
  const signedIds = new Set(signed.map((r) => r.id));
  for (const id of accepted.keys())
    if (!signedIds.has(id)) problems.push(`record ${id}: signature taken, record not signed`);

  const latest: Latest = new Map(
    feed.flatMap((c) => (c.type === 'record' ? [[c.record.id, c.record]] : [])),
  );
  const added = [...latest.values()].flatMap((r) => r.addenda ?? []);
  for (const a of log.addenda) {
    const copies = (latest.get(a.recordId)?.addenda ?? []).filter((x) => x.id === a.addendumId);
    if (copies.length === 1 && copies[0]?.text === a.text) tally.addendaAdded += 1;
    else if (copies.length > 1)
      problems.push(`addendum ${a.addendumId} added ${copies.length} times`);
    else if (
      visiblyRefused(a.device, (e) => e.type === 'addAddendum' && e.addendumId === a.addendumId)
    )
      tally.addendaRefused += 1;
    else if (!refused.has(a.recordId))
      problems.push(`addendum ${a.addendumId} of ${a.device} neither added nor refused there`);
  }
  const queued = new Set(log.addenda.map((a) => a.addendumId));
  for (const a of added) if (!queued.has(a.id)) problems.push(`addendum ${a.id} no device added`);

  for (const d of devices) {
    tally.savesRefused += d.outbox.filter(
      (e) => e.type === 'saveSection' && isSigningRefusal(e),
    ).length;
    for (const r of d.records) {
      const server = latest.get(r.id);
      if (!server || refused.has(r.id)) continue;
      const shown = { signature: r.signature ?? null, addenda: r.addenda ?? [] };
      const stored = { signature: server.signature ?? null, addenda: server.addenda ?? [] };
      if (!sameValue(shown, stored))
        problems.push(`${d.name}: record ${r.id} shows ${show(shown)}, the server ${show(stored)}`);
    }
  }
  return problems;
}
