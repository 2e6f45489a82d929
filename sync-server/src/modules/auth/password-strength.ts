import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

/**
 * zxcvbn-ts with its common and English dictionaries (leaked-password lists, names, words,
 * keyboard walks): an offline check that needs no calls out. Score 3 of 4 ("safely
 * unguessable") resists an offline attack on a stolen hash for a useful time; lower scores are
 * guessable from the lists alone. Built lazily: the dictionaries take a moment to load.
 */
let factory: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    // Off: edit-distance matching cost about 300 ms of CPU a check, unauthenticated work an
    // attacker could repeat; the dictionaries with l33t and reversed words still apply.
    useLevenshteinDistance: false,
  }));

const MIN_SCORE = 3;

/** A message for the password field when it is too easy to guess, else null. */
export function weakPasswordMessage(password: string, userInputs: string[]): string | null {
  const result = zxcvbn().check(password, userInputs);
  if (result.score >= MIN_SCORE) return null;
  const hint = result.feedback.warning ?? result.feedback.suggestions[0];
  return `Too easy to guess${hint ? `: ${hint.replace(/\.$/, '')}` : ''}. Add more unusual words.`;
}
