import { z } from 'zod';
import { DateString } from './primitives';

/**
 * A goal's key: derived from its words, so every device and the server name the same goal the
 * same way without a list of ids to keep in step (docs/product.md#goals-and-their-progress).
 * Letters and digits only, so it is a safe key in a dotted field path and in a form's names.
 */
export const GoalKey = z.string().regex(/^g[0-9a-z]{1,13}$/, 'Not a goal of the plan');
export type GoalKey = z.infer<typeof GoalKey>;

/** Goals a plan may hold: the option lists are short, and typed goals are one a line. */
const maxGoals = 60;

/** A goal's target date by its key: a record, so two devices dating two goals both keep theirs
 * (docs/sync-protocol.md: nested objects merge by leaf). */
export const TargetDates = z
  .record(GoalKey, DateString)
  .refine((r) => Object.keys(r).length <= maxGoals, `At most ${maxGoals} goals`);

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ');

/** FNV-1a over the goal's words, spaces collapsed: the same text always gives the same key. */
export function goalKey(text: string): GoalKey {
  let hash = 0x811c9dc5;
  for (const ch of normalised(text)) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `g${hash.toString(36)}`;
}

/** The goals of one list: the ticked options, then each line typed under "Additional goals",
 * each once. */
export function goalTexts(picked: readonly string[], typed: string): string[] {
  const all = [...picked, ...typed.split('\n')].map(normalised).filter((t) => t !== '');
  const seen = new Set<string>();
  return all.filter((t) => {
    const key = goalKey(t);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type GoalTerm = 'short' | 'long';

/** One goal of the plan as a note grades it. */
export interface PlanGoal {
  key: GoalKey;
  term: GoalTerm;
  text: string;
  targetDate: string;
}

interface GoalList {
  picked: readonly string[];
  typed: string;
  targetDates: Readonly<Record<string, string>>;
}

/** The goals of a plan, short-term first, each with its target date ('' when none is set). */
export function planGoals(short: GoalList, long: GoalList): PlanGoal[] {
  const of = (term: GoalTerm, list: GoalList): PlanGoal[] =>
    goalTexts(list.picked, list.typed).map((text) => {
      const key = goalKey(text);
      return { key, term, text, targetDate: list.targetDates[key] ?? '' };
    });
  const shortGoals = of('short', short);
  const taken = new Set(shortGoals.map((g) => g.key));
  return [...shortGoals, ...of('long', long).filter((g) => !taken.has(g.key))];
}
