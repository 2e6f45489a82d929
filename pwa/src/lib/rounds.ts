/**
 * Total trainer rounds of the signed-in account. The one place the dashboard reads it from: the
 * trainer (with its synced rounds) replaces this stub; until it exists nobody has played.
 */
export function totalRoundsPlayed(): Promise<number> {
  return Promise.resolve(0);
}
