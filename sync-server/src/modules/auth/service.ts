import type { SignupRequest } from '@optolight/domain';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db, Storage, Tx } from '../../db/storage';
import { passwordResets, users } from '../../db/schema';
import { HttpError, badRequest } from '../../http/errors';
import type { Mailer } from '../mail/mailer';
import { userRepo, type UserRow } from '../users/repo';
import type { Hasher } from './hasher';
import { sessionRepo } from './sessions';
import { weakPasswordMessage } from './password-strength';

const RESET_TTL_MS = 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function signup(
  storage: Storage,
  hasher: Hasher,
  input: SignupRequest,
): Promise<UserRow> {
  const errors: Record<string, string> = {};
  const weak = weakPasswordMessage(input.password, [
    input.email,
    input.userHandle,
    input.firstName,
    input.lastName,
  ]);
  if (weak) errors.password = weak;
  Object.assign(errors, await takenFields(storage.read, input));
  if (Object.keys(errors).length) throw badRequest('Please correct the highlighted fields', errors);
  const now = Date.now();
  const row = {
    id: uuidv7(),
    email: input.email,
    passwordHash: await hasher.hash(input.password),
    passwordChangedAt: now,
    userType: 'user' as const,
    userHandle: input.userHandle,
    firstName: input.firstName,
    lastName: input.lastName,
    createdAt: new Date(now).toISOString(),
  };
  try {
    await storage.write((tx) => userRepo.insert(tx, row));
  } catch (error) {
    // A concurrent signup took the email or handle while this one was hashing.
    const taken = await takenFields(storage.read, input);
    if (Object.keys(taken).length) throw badRequest('Please correct the highlighted fields', taken);
    throw error;
  }
  const stored = await userRepo.byId(storage.read, row.id);
  if (!stored) throw new Error('user insert failed');
  return stored;
}

async function takenFields(db: Db, input: SignupRequest): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (await userRepo.byEmail(db, input.email)) errors.email = 'Email is already in use';
  if (await userRepo.byHandle(db, input.userHandle))
    errors.userHandle = 'This user name is already taken';
  return errors;
}

/**
 * One message for a wrong email and a wrong password, so accounts cannot be probed; an unknown
 * email is checked against a dummy hash of the same cost, so the answer also takes as long.
 */
export async function login(
  db: Db,
  hasher: Hasher,
  email: string,
  password: string,
): Promise<UserRow> {
  const user = await userRepo.byEmail(db, email);
  const ok = await hasher.verify(password, user?.passwordHash ?? (await hasher.dummyHash()));
  if (!user || !ok)
    throw new HttpError(400, 'Wrong email or password', { general: 'Wrong email or password' });
  return user;
}

/** Answers alike whether or not the email exists; the link works once, for 60 minutes
 * (docs/decisions.md#password-reset). */
export async function requestReset(
  storage: Storage,
  mailer: Mailer,
  publicUrl: string,
  email: string,
  log: (link: string) => void,
): Promise<void> {
  const user = await userRepo.byEmail(storage.read, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Date.now() + RESET_TTL_MS;
  await storage.write(async (tx) => {
    await endOpenLinks(tx, user.id, Date.now());
    await tx
      .insert(passwordResets)
      .values({ tokenHash: sha256(token), userId: user.id, expiresAt });
  });
  const link = `${publicUrl.replace(/\/$/, '')}/resetpassword/${token}`;
  await mailer.send(
    {
      to: user.email,
      subject: 'Reset your Optolight password',
      text: `Someone asked to reset the password of your Optolight account.\n\nSet a new password here (the link works once, for 60 minutes):\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.`,
    },
    expiresAt,
  );
  log(link);
}

async function liveReset(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, Date.now()),
      ),
    );
  return row;
}

const expiredLink = () =>
  new HttpError(400, 'This reset link has expired or was already used. Ask for a new one.');

export async function checkReset(db: Db, token: string): Promise<void> {
  if (!(await liveReset(db, token))) throw expiredLink();
}

export async function setNewPassword(
  storage: Storage,
  hasher: Hasher,
  token: string,
  password: string,
): Promise<void> {
  const reset = await liveReset(storage.read, token);
  if (!reset) throw expiredLink();
  const owner = await userRepo.byId(storage.read, reset.userId);
  const weak = weakPasswordMessage(
    password,
    owner ? [owner.email, owner.userHandle, owner.firstName, owner.lastName] : [],
  );
  if (weak) throw badRequest('Please correct the highlighted fields', { password: weak });
  const passwordHash = await hasher.hash(password);
  const now = Date.now();
  await storage.write(async (tx) => {
    // The use is claimed by one conditional UPDATE: of concurrent uses, only one changes a row.
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, reset.tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ tokenHash: passwordResets.tokenHash });
    if (claimed.length !== 1) throw expiredLink();
    await endOpenLinks(tx, reset.userId, now);
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(users.id, reset.userId));
    await sessionRepo.revokeAll(tx, reset.userId);
  });
}

/** A new link or a new password makes every earlier, unused link of the account void. */
async function endOpenLinks(tx: Tx, userId: string, now: number): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
