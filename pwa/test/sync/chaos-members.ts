import type { OutboxEntry } from '../../src/db/schema';
import type { ChaosServer } from './chaos';
import { injectSend } from './inject-transport';

/**
 * Members of one practice in the chaos run (docs/practices.md): a1 and a2 are colleagues of a0,
 * each signed in as themselves, and the owner moves a2 between clinician and front desk while
 * the devices work. Its device follows: it sends what it queued, drops the practice's records
 * and downloads its new view; what the front desk may not change is refused, visibly.
 */

export interface Member {
  token: string;
  userId: string;
  email: string;
}

/** A new account that joins the practice of `ownerToken` as a clinician. */
export async function joinedMember(server: ChaosServer, ownerToken: string): Promise<Member> {
  const invited = await injectSend(server.app, () => ownerToken)(
    'POST',
    '/api/practice/invitations',
    { role: 'clinician' },
  );
  const { code } = JSON.parse(String(invited.body)) as { code: string };
  const token = await server.account();
  const as = injectSend(server.app, () => token);
  const joined = await as('POST', '/api/practice/join', { code });
  if (joined.status !== 200) throw new Error(`join answered ${String(joined.status)}`);
  const me = (await as('GET', '/api/user')).body as { userId: string; email: string };
  return { token, userId: me.userId, email: me.email };
}

/** A call over a sound connection that an instance mid-restart may leave unanswered: tried
 * again until it answers, as a person would. */
async function answered(
  server: ChaosServer,
  options: Parameters<ReturnType<ChaosServer['app']>['inject']>[0],
) {
  for (let tries = 0; tries < 200; tries++) {
    const res = await server
      .app()
      .inject(options)
      .catch(() => null);
    if (res) return res;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${options.url} never answered`);
}

/**
 * The owner removes a member: its sessions end at once, its tablet is signed out at its next
 * request and goes on offline. Later the person signs in again, into a practice of their own;
 * the tablet sends what it queued (the old practice's records are not found for it, visibly
 * refused), drops the old practice and downloads the new one.
 */
export function memberRemoval(server: ChaosServer, ownerToken: string, member: Member) {
  const state = { removed: false, token: null as string | null };
  return {
    state,
    remove: async () => {
      const res = await answered(server, {
        method: 'DELETE',
        url: `/api/practice/members/${member.userId}`,
        headers: { authorization: `Bearer ${ownerToken}` },
      });
      if (res.statusCode !== 200) throw new Error(`removal answered ${String(res.statusCode)}`);
      state.removed = true;
    },
    signInAgain: async (): Promise<string> => {
      const res = await answered(server, {
        method: 'POST',
        url: '/api/login',
        headers: {},
        payload: { email: member.email, password: 'correct horse 1' },
      });
      if (res.statusCode !== 200) throw new Error(`login answered ${String(res.statusCode)}`);
      state.token = (res.json() as { token: string }).token;
      return state.token;
    },
  };
}

/** The owner's changes of a member's role, over a sound connection (the owner's own tablet). */
export function roleChanger(server: ChaosServer, ownerToken: string, member: Member) {
  let role: 'clinician' | 'frontDesk' = 'clinician';
  const isClinician = () => role === 'clinician';
  const state = { changes: 0 };
  const set = async (next: typeof role) => {
    // An instance mid-restart answers nothing: the role stays, as it would for the owner.
    const res = await server
      .app()
      .inject({
        method: 'PATCH',
        url: `/api/practice/members/${member.userId}`,
        headers: { authorization: `Bearer ${ownerToken}` },
        payload: { role: next },
      })
      .catch(() => null);
    if (res?.statusCode === 200) {
      role = next;
      state.changes += 1;
    }
  };
  return {
    state,
    role: () => role,
    toggle: () => set(role === 'clinician' ? 'frontDesk' : 'clinician'),
    /** Back to clinician for the end of the run, so every device follows the whole practice. */
    restore: async () => {
      // An instance may still be restarting: the owner tries again until it answers.
      for (let tries = 0; !isClinician() && tries < 200; tries++) {
        await set('clinician');
        if (!isClinician()) await new Promise((r) => setTimeout(r, 10));
      }
      if (!isClinician()) throw new Error('the owner could not change the role back');
    },
  };
}

/** An entry the server refused because its device was the front desk's when it arrived. */
export const isFrontDeskRefusal = (e: OutboxEntry): boolean =>
  e.status === 'rejected' && /front desk/i.test(e.error?.message ?? '');
