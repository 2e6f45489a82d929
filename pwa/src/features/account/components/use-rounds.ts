import { useEffect, useState } from 'react';
import { totalRoundsPlayed } from '../../../lib/rounds';

/** Total trainer rounds, or null while loading. */
export function useRounds(): number | null {
  const [rounds, setRounds] = useState<number | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void totalRoundsPlayed().then((n) => {
      if (isCurrent) setRounds(n);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return rounds;
}
