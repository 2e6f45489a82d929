/** `@optolight/sync-server/testing`: the real server in-process and fresh accounts on it, for the
 * PWA's headless tests and the benchmarks, and a throwaway PostgreSQL server. */
export * from './accounts';
export * from './harness';
export * from './mail';
export * from './mutation-counts';
export * from './postgres';
export * from './process-end';
export * from './signed-state';
