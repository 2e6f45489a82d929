/** The longest stretch a long piece of work holds the page's thread before letting a tap through. */
const SLICE_MS = 12;

/** Resolves in a later task: whatever the browser has waiting (a tap, a paint) goes first. */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * A pause to await between the steps of a long piece of work on the page's thread (building the
 * due index, putting 50,000 patients in order): it gives way to the browser once the work has run
 * for a slice, and costs a clock read otherwise, so no task holds a tap for long.
 */
export function slicer(sliceMs = SLICE_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTask();
    since = performance.now();
  };
}
