import type { RecordHistory } from '@optolight/contract';
import { useEffect, useState } from 'react';
import { RequestError } from '../../../lib/api';
import { fetchRecordHistory } from '../api/record-history';

export type HistoryState =
  | { status: 'loading' }
  | { status: 'ready'; history: RecordHistory }
  /** No connection to the server. */
  | { status: 'offline' }
  /** The server does not have the record yet: it was made here and has not synced. */
  | { status: 'notOnServer' }
  | { status: 'failed'; message: string };

/** Asks the server for a record's history each time it is opened. */
export function useRecordHistory(recordId: string): HistoryState {
  // Kept with the id it answers, so another record's answer never shows while this one loads.
  const [answer, setAnswer] = useState<{ id: string; state: HistoryState } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    const setState = (state: HistoryState) => {
      setAnswer({ id: recordId, state });
    };
    fetchRecordHistory(recordId, abort.signal).then(
      (history) => {
        setState({ status: 'ready', history });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        if (error instanceof RequestError && error.isOffline) setState({ status: 'offline' });
        else if (error instanceof RequestError && error.status === 404)
          setState({ status: 'notOnServer' });
        else
          setState({
            status: 'failed',
            message: error instanceof RequestError ? error.body.message : 'Something went wrong',
          });
      },
    );
    return () => {
      abort.abort();
    };
  }, [recordId]);
  return answer?.id === recordId ? answer.state : { status: 'loading' };
}
