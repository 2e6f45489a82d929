const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs `cleanup` (synchronous) when this process ends: on exit, or on a signal (a test worker
 * is ended with SIGTERM, which runs no exit handler), after which the signal is raised again so
 * the process still ends as it was told. Returns the call that takes the hooks off again, for a
 * cleanup done already.
 */
export function atProcessEnd(cleanup: () => void): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    cleanup();
    process.kill(process.pid, signal);
  };
  // Last started, first cleaned up: a server is stopped before the database it runs on, and
  // before a slow cleanup can outlast the time the process is given to end.
  process.prependListener('exit', cleanup);
  for (const signal of signals) process.prependOnceListener(signal, onSignal);
  return () => {
    process.off('exit', cleanup);
    for (const signal of signals) process.off(signal, onSignal);
  };
}
