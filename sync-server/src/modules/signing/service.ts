import {
  signerName,
  type AddendumAdded,
  type Certification,
  type Signature,
  type Signer,
} from '@optolight/contract';

import {
  migrateStored,
  msg,
  sameValue,
  storedSectionVersions,
  storedVersion,
  type VersionTable,
} from '@optolight/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/storage';
import { HttpError, notFound } from '../../http/errors';
import { recordRepo } from '../records/repo';
import { sectionSchema } from '../records/section-schema';
import { practiceRepo } from '../practice/repo';
import { userRepo } from '../users/repo';
import { certificationOf, signingRepo } from './repo';

export interface SigningContext {
  /** The practice whose record it is. */
  ownerId: string;
  /** The member who signs or adds: named as the signer. */
  memberId: string;
  at: string;
  /** The device that sent it, or 'api'. */
  source: string;
  versions?: VersionTable;
}

/**
 * What the signer was shown: the section versions a REST client names (or, naming none, the
 * versions REST last served it), or the sections as a device held them
 * (docs/sync-protocol.md#signatures-cover-what-was-seen).
 */
export type Seen =
  | { kind: 'versions'; versions: Record<string, number> }
  | { kind: 'served' }
  | { kind: 'content'; sections: Record<string, { data: unknown; schemaVersion?: number }> };

/** An evaluation or a note of this professional: the records that are signed. */
async function signable(tx: Tx, ownerId: string, id: string) {
  const row = await recordRepo.owned(tx, ownerId, id);
  if (!row || row.kind === 'patient' || row.kind === 'visitEntry' || row.kind === 'outcomeResult')
    throw notFound('No evaluation or note with that id');
  return row;
}

/** The signer as printed: the name, credentials and NPI of the profile now, and which member. */
async function signer(tx: Tx, memberId: string): Promise<Signer> {
  const user = await userRepo.byId(tx, memberId);
  return {
    name: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
    credentials: user?.credentials ?? '',
    ...(user?.npi ? { npi: user.npi } : {}),
    memberId,
  };
}

/**
 * Signs a record as the member who asks. Refused when it is signed already, or when any section is not
 * what the signer was shown: a signature never covers content its signer did not see.
 */
export async function signRecord(
  tx: Tx,
  ctx: SigningContext,
  id: string,
  seen: Seen,
): Promise<Signature> {
  const row = await signable(tx, ctx.ownerId, id);
  if (row.signedAt) throw new HttpError(409, 'This record is signed already.');
  // A signed record takes no edit, so a conflict left open could never be settled.
  const open = await signingRepo.openConflicts(tx, id);
  if (open.length)
    throw new HttpError(
      409,
      msg.signOverConflict,
      Object.fromEntries(open.map((name) => [name, 'Has a conflict to settle'])),
    );
  const states = await signingRepo.sectionStates(tx, id);
  const changed = unseen(row.kind, states, seen, ctx.versions ?? storedSectionVersions);
  if (changed.length) {
    throw new HttpError(
      409,
      'This record changed since it was shown to you. Review it and sign again.',
      Object.fromEntries(changed.map((name) => [name, 'Changed since you reviewed it'])),
    );
  }
  const signedBy = await signer(tx, ctx.memberId);
  await recordRepo.update(tx, id, { signedAt: ctx.at, signedBy, updatedAt: ctx.at });
  return { signedAt: ctx.at, signedBy };
}

/** The sections whose stored state is not the one the signer was shown. */
function unseen(
  kind: Parameters<typeof sectionSchema>[0],
  states: { name: string; data: unknown; version: number; servedVersion: number | null }[],
  seen: Seen,
  table: VersionTable,
): string[] {
  switch (seen.kind) {
    case 'served':
      return states.filter((s) => s.servedVersion !== s.version).map((s) => s.name);
    case 'versions': {
      const names = new Set([...states.map((s) => s.name), ...Object.keys(seen.versions)]);
      const version = new Map(states.map((s) => [s.name, s.version]));
      return [...names].filter((n) => (seen.versions[n] ?? 0) !== (version.get(n) ?? 0));
    }
    case 'content': {
      const stored = new Map(states.map((s) => [s.name, s.data]));
      const names = new Set([...stored.keys(), ...Object.keys(seen.sections)]);
      return [...names].filter((name) => {
        const shown = seen.sections[name];
        if (!stored.has(name) || !shown) return true;
        // As the server would have stored it: brought up to its version and normalised.
        let parsed: z.ZodSafeParseResult<unknown>;
        try {
          const data = migrateStored(name, shown.data, storedVersion(shown.schemaVersion), table);
          parsed = sectionSchema(kind, name).safeParse(data);
        } catch {
          return true;
        }
        return !parsed.success || !sameValue(parsed.data, stored.get(name));
      });
    }
  }
}

/** Adds a dated, signed addendum to a signed record; the same id sent again with the same text
 * adds nothing, and with another text is refused: an id names one addendum. */
export async function addAddendum(
  tx: Tx,
  ctx: SigningContext,
  recordId: string,
  input: { id: string; text: string },
): Promise<AddendumAdded> {
  const row = await signable(tx, ctx.ownerId, recordId);
  const existing = await signingRepo.addendum(tx, input.id);
  if (existing) {
    if (existing.ownerId !== ctx.ownerId) throw notFound('No evaluation or note with that id');
    if (existing.recordId !== recordId) throw new HttpError(409, 'That id is already in use');
    if (existing.text !== input.text)
      throw new HttpError(
        409,
        'That addendum id was already used for another text; this text was not added.',
        { id: 'Already used for another addendum' },
      );
    return { id: existing.id, at: existing.at, by: existing.by as Signer };
  }
  if (!row.signedAt) {
    throw new HttpError(
      409,
      'Only a signed record takes addenda. Until it is signed, edit the record itself.',
    );
  }
  const by = await signer(tx, ctx.memberId);
  await signingRepo.insertAddendum(tx, {
    id: input.id,
    recordId,
    ownerId: ctx.ownerId,
    text: input.text,
    by,
    source: ctx.source,
    at: ctx.at,
  });
  // The record moves in the feed: devices get its addenda with it.
  await recordRepo.update(tx, recordId, { updatedAt: ctx.at });
  return { id: input.id, at: ctx.at, by };
}

/** The records whose plan of care a physician or NPP certifies, as on a CMS-700. */
const holdsPlan = (kind: string) => kind === 'mainEvaluation' || kind === 'updateNote';

/**
 * E-signs the plan of care of a signed main evaluation or update note as the member who asks,
 * who must be one who certifies (docs/practices.md#certifying-the-plan-of-care). A plan is
 * certified once: the same member sending it again gets the certification that stands, another
 * member a refusal naming who certified it. Decided on the membership as it is in this write.
 */
export async function certifyPlan(
  tx: Tx,
  ctx: Pick<SigningContext, 'ownerId' | 'memberId' | 'at'>,
  id: string,
): Promise<Certification> {
  const row = await signable(tx, ctx.ownerId, id);
  const member = await practiceRepo.membership(tx, ctx.memberId);
  if (!member?.canCertify || member.practiceId !== ctx.ownerId)
    throw new HttpError(403, msg.cannotCertify);
  if (!holdsPlan(row.kind))
    throw new HttpError(
      409,
      'Only a main evaluation or an update note holds a plan of care to certify.',
    );
  const standing = certificationOf(row);
  if (standing) {
    if (standing.certifiedBy.memberId === ctx.memberId) return standing;
    throw new HttpError(
      409,
      `This plan of care is certified already, by ${signerName(standing.certifiedBy)}.`,
    );
  }
  if (!row.signedAt) throw new HttpError(409, msg.certifyUnsigned);
  const certifiedBy = await signer(tx, ctx.memberId);
  await recordRepo.update(tx, id, { certifiedAt: ctx.at, certifiedBy, updatedAt: ctx.at });
  return { certifiedAt: ctx.at, certifiedBy };
}
