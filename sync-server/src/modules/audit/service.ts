import {
  AccessEvent,
  type AccessEventResult,
  type AccessLogEntry,
  type AccessLogResponse,
} from '@optolight/contract';
import { RecordKind } from '@optolight/domain';
import type { Db, Storage } from '../../db/storage';
import { notFound } from '../../http/errors';
import type { Actor } from '../../plugins/auth';
import { recordRepo } from '../records/repo';
import { patientOf } from './log';
import { auditRepo, type AccessRow } from './repo';

/**
 * Stores the accesses a device saw in its own copy (docs/security.md#access-log). Each event is
 * checked on its own; an id already stored for this account is a resend and changes nothing. An
 * event naming a record that is not this account's is refused with the same answer as an unknown
 * one, so nothing about other accounts' records shows.
 */
export function recordDeviceEvents(
  storage: Storage,
  actor: Actor,
  body: { deviceId?: string | undefined; events: { id: string }[] },
  now = new Date(),
): Promise<{ results: AccessEventResult[] }> {
  return storage.write(async (tx) => {
    const device = body.deviceId
      ? await auditRepo.ownDevice(tx, actor.id, body.deviceId)
      : undefined;
    const owners = await auditRepo.owners(
      tx,
      body.events.map((e) => e.id),
    );
    const patients = new Map<string, Awaited<ReturnType<typeof patientOf>>>();
    const rows: AccessRow[] = [];
    const results: AccessEventResult[] = [];
    for (const raw of body.events) {
      const owner = owners.get(raw.id);
      if (owner !== undefined) {
        results.push({ id: raw.id, status: owner === actor.ownerId ? 'duplicate' : 'refused' });
        continue;
      }
      const parsed = AccessEvent.safeParse(raw);
      if (!parsed.success) {
        results.push({ id: raw.id, status: 'rejected' });
        continue;
      }
      const event = parsed.data;
      if (!patients.has(event.recordId))
        patients.set(event.recordId, await patientOf(tx, actor.ownerId, event.recordId));
      const target = patients.get(event.recordId);
      if (!target) {
        results.push({ id: raw.id, status: 'refused' });
        continue;
      }
      // A device clock running ahead must not put its events above everything that follows.
      const at = new Date(Math.min(Date.parse(event.at), now.getTime())).toISOString();
      owners.set(raw.id, actor.ownerId);
      rows.push({
        id: event.id,
        ownerId: actor.ownerId,
        actorId: actor.id,
        ...target,
        action: event.action,
        deviceId: device?.id ?? null,
        at,
      });
      results.push({ id: raw.id, status: 'stored' });
    }
    await auditRepo.insert(tx, rows);
    return { results };
  });
}

/** A cursor is the last entry's time and id (`AccessLogQuery` has checked its form). */
const cursorOf = (entry: { at: string; id: string }) => `${entry.at}_${entry.id}`;
const parseCursor = (cursor: string) => {
  const split = cursor.indexOf('_');
  return { at: cursor.slice(0, split), id: cursor.slice(split + 1) };
};

/** One patient's log for its owner, newest first; another account's patient is not found. */
export async function accessLogOf(
  db: Db,
  ownerId: string,
  query: { patientId: string; before?: string | undefined; limit: number },
): Promise<AccessLogResponse> {
  const patient = await recordRepo.owned(db, ownerId, query.patientId);
  if (patient?.kind !== 'patient') throw notFound('No patient with that id');
  const rows = await auditRepo.page(
    db,
    { ownerId, patientId: patient.id },
    query.before ? parseCursor(query.before) : undefined,
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const entries = page.map((r): AccessLogEntry => ({
    id: r.id,
    at: r.at,
    action: r.action,
    recordId: r.recordId,
    // Visit entries are read with the patient's plan of care, not one by one.
    recordKind: RecordKind.safeParse(r.recordKind).data ?? null,
    actor: { id: r.actorId, name: `${r.firstName} ${r.lastName}`.trim() },
    device: r.deviceId ? { id: r.deviceId, name: r.deviceName ?? 'A device with no name' } : null,
  }));
  const last = page.at(-1);
  return { entries, next: rows.length > query.limit && last ? cursorOf(last) : null };
}
