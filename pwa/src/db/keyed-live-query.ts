import { useLiveQuery } from 'dexie-react-hooks';

/**
 * useLiveQuery that answers only for the keys it is asked about. dexie-react-hooks keeps the
 * previous keys' answer until the new query has run, so a list switched to another patient or
 * record type showed the old one's rows under the new title for a moment, and a tap there
 * opened (or printed) the wrong record. Here it is `undefined`, loading, until the answer is for
 * these keys.
 */
export function useKeyedLiveQuery<T>(
  querier: () => Promise<T> | T,
  keys: readonly unknown[],
): T | undefined {
  const answer = useLiveQuery(async () => ({ keys, value: await querier() }), [...keys]);
  return answer && sameKeys(answer.keys, keys) ? answer.value : undefined;
}

const sameKeys = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((key, i) => Object.is(key, b[i]));
