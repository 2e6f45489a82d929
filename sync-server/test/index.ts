/** `@optolight/sync-server/testing`: the real server in-process and fresh accounts on it, for the
 * PWA's headless tests and the benchmarks. */
export * from './accounts';
export * from './harness';
