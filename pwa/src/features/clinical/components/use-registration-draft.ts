import { sameValue } from '@optolight/domain';
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { afterPause } from '../../../lib/after-pause';
import { currentUser } from '../../../lib/session';
import { fetchServerDraft, sendServerDraft } from '../api/registration-draft';
import type { OptolightDb } from '../../../db/schema';
import { requireDb, useDb } from '../data/db';
import { loadLocalDraft, saveLocalDraft } from '../data/registration-draft';

type Values = Record<string, unknown>;

/** Typing pauses this long before the draft goes to the server (the device has it at once). */
const SEND_AFTER_MS = 1500;

/** Sends a draft; the device's copy is marked sent only if nobody typed meanwhile. */
async function sendDraft(db: OptolightDb, userId: string, values: Values): Promise<void> {
  await sendServerDraft(userId, values);
  const local = await loadLocalDraft(db);
  if (local && sameValue(local.values, values)) await saveLocalDraft(db, { values, isSent: true });
}

const signedInId = () => {
  const user = currentUser.get();
  return user.status === 'ready' ? user.user.userId : null;
};

/**
 * Keeps the /patientreg form as a draft (the form-data calls pre-fill it, docs/drafts.md). Each
 * change is stored on the device at once and on the server after a pause, so a registration cut
 * short by a phone call, a reload or a flat battery opens where it stopped, on this tablet or
 * another. A copy the server has not had yet wins; otherwise the server's copy is the latest word,
 * as another device may have changed the draft or registered the patient. Returns `clear`, for once
 * the patient is registered.
 */
export function useRegistrationDraft<T>(
  form: UseFormReturn<FieldValues, unknown, T>,
  blank: Values,
): { clear: () => Promise<void> } {
  const [pending] = useState(() => afterPause(SEND_AFTER_MS));
  // Null until sign-in has opened the device database (a reload lands here before that).
  const db = useDb();

  useEffect(() => {
    if (!db) return;
    const userId = signedInId();
    // Nothing typed here is ever replaced by a stored copy, even what was typed before the
    // database opened. (formState.isDirty is no guide: this form never subscribes to it.)
    const life = {
      isCurrent: true,
      hasTyped: !sameValue(form.getValues(), blank),
      isRestoring: false,
    };
    const sendLater = (values: Values) => {
      pending.schedule(() => {
        // Offline or refused: the device keeps it unsent, and the next change or visit retries.
        if (userId) sendDraft(db, userId, values).catch(() => undefined);
      });
    };
    const restore = (values: Values): boolean => {
      if (!life.isCurrent || life.hasTyped) return false;
      life.isRestoring = true;
      form.reset({ ...blank, ...values });
      life.isRestoring = false;
      return true;
    };

    void (async () => {
      const local = await loadLocalDraft(db);
      if (local) restore(local.values);
      if (local && !local.isSent) {
        sendLater(local.values);
        return;
      }
      // What this device sent may since have changed on another one (or been registered there).
      if (!userId) return;
      const server = await fetchServerDraft(userId).catch(() => null);
      const values = { ...blank, ...server };
      if (server && restore(values)) await saveLocalDraft(db, { values, isSent: true });
    })();

    const remember = (values: Values) => {
      const copy = structuredClone(values);
      void saveLocalDraft(db, { values: copy, isSent: false });
      sendLater(copy);
    };
    if (life.hasTyped) remember(form.getValues());
    const watching = form.watch((values) => {
      if (life.isRestoring) return;
      life.hasTyped = true;
      remember(values);
    });
    return () => {
      life.isCurrent = false;
      watching.unsubscribe();
      // Leaving the page sends what waited for the pause instead of dropping it.
      pending.flush();
    };
  }, [db, form, blank, pending]);

  return {
    clear: async () => {
      const db = requireDb();
      pending.cancel();
      await saveLocalDraft(db, { values: {}, isSent: false });
      const userId = signedInId();
      if (userId) sendDraft(db, userId, {}).catch(() => undefined);
    },
  };
}
