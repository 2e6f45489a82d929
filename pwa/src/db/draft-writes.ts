/**
 * Draft writes that wait for a pause in typing (or are being stored). A decision that reads the
 * drafts — may this record be signed? — settles them first: text typed a moment before the tap
 * is then a draft like any other (docs/drafts.md).
 */
const waiting = new Set<{ flush: () => void }>();
const writing = new Set<Promise<unknown>>();

/** A form's pending writes, while the form is open; the returned function forgets them. */
export function trackDraftWrites(pending: { flush: () => void }): () => void {
  waiting.add(pending);
  return () => waiting.delete(pending);
}

/** A draft write under way. */
export function draftWriteStarted(write: Promise<unknown>): void {
  writing.add(write);
  void write.finally(() => writing.delete(write)).catch(() => undefined);
}

/** Writes every draft still waiting for a pause, and waits until every draft write is stored. */
export async function settleDraftWrites(): Promise<void> {
  for (const pending of [...waiting]) pending.flush();
  await Promise.allSettled([...writing]);
}
