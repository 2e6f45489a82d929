/**
 * Adaptive staircase over ONE exercise variable. Level 0 is the easiest setting; each level makes
 * the variable one step harder. 1-up/N-down: one miss makes it easier, N hits in a row make it
 * harder, so the round settles where the person succeeds about 71 % (N=2) or 79 % (N=3) of the
 * time (Levitt 1971) — hard enough to train, easy enough not to discourage.
 */
export interface StaircaseRule {
  /** Consecutive hits needed to go one level harder. */
  down: 2 | 3;
  maxLevel: number;
}

export interface StaircaseState {
  level: number;
  /** Hits in a row since the last level change. */
  run: number;
  /** Times the direction of change flipped: a measure of how settled the round is. */
  reversals: number;
  lastMove: 'harder' | 'easier' | null;
}

export const startStaircase = (level = 0): StaircaseState => ({
  level,
  run: 0,
  reversals: 0,
  lastMove: null,
});

export function stepStaircase(
  state: StaircaseState,
  isCorrect: boolean,
  rule: StaircaseRule,
): StaircaseState {
  const move = (level: number, dir: 'harder' | 'easier'): StaircaseState => {
    // At a bound the level does not change, so neither does the direction.
    if (level === state.level) return { ...state, run: 0 };
    const flipped = state.lastMove !== null && state.lastMove !== dir;
    return {
      level,
      run: 0,
      reversals: state.reversals + (flipped ? 1 : 0),
      lastMove: dir,
    };
  };
  if (!isCorrect) return move(Math.max(0, state.level - 1), 'easier');
  if (state.run + 1 < rule.down) return { ...state, run: state.run + 1 };
  return move(Math.min(rule.maxLevel, state.level + 1), 'harder');
}
