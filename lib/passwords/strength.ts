// Issue 41: the strength estimate of a new password (@zxcvbn-ts), the same in the browser (the meter)
// and on the server (which enforces MIN_STRENGTH_SCORE): the common passwords and keyboard layouts,
// the page language's own dictionaries (English for Thai, which has none), and what the person and the
// page give away (name, e-mail, organisation). Each language's dictionaries are loaded when first
// asked for: in the browser, their own chunk when the password field is first used; on the server, once.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { Locale } from '../upstream/contract/common';
import { feedbackOf, type StrengthFeedback } from './feedback';

type Dictionaries = Record<string, (string | number)[]>;
type LanguagePackage = { dictionary: Dictionaries };

/** Each language's words, first names, surnames and Wikipedia's words, where @zxcvbn-ts has them. */
const LANGUAGES: Record<Locale, () => Promise<LanguagePackage>> = {
  en: () => import('@zxcvbn-ts/language-en'),
  de: () => import('@zxcvbn-ts/language-de'),
  fr: () => import('@zxcvbn-ts/language-fr'),
  es: () => import('@zxcvbn-ts/language-es-es'),
  pt: () => import('@zxcvbn-ts/language-pt-br'),
  it: () => import('@zxcvbn-ts/language-it'),
  id: () => import('@zxcvbn-ts/language-id'),
  // No Thai package: passwords are typed in Latin letters, most often English words (estimatorFor shares English's).
  th: () => import('@zxcvbn-ts/language-en'),
};

/**
 * Only the first ESTIMATE_MAX_LENGTH characters are estimated (zxcvbn's own default is 256): beyond
 * them a password is only stronger, and the estimate's time grows with the length.
 */
export const ESTIMATE_MAX_LENGTH = 100;
/**
 * Look-alike substitutions tried per password (zxcvbn's default 100). On 800 look-alike passwords of
 * the breach corpus, 16 takes the same decision as 100 in a third of the time (4.2 ms, not 13.5); 8
 * called two of them strong (`L3tm31nn0w1`), 12 none (the password-strength test keeps a sample).
 */
export const L33T_MAX_SUBSTITUTIONS = 16;
/** zxcvbn's own number of look-alike substitutions, against which L33T_MAX_SUBSTITUTIONS is tested. */
export const ZXCVBN_L33T_MAX_SUBSTITUTIONS = 100;

export type Estimator = { estimate(password: string, userInputs: readonly string[]): StrengthFeedback };

const estimators = new Map<Locale, Promise<Estimator>>();

/** The estimator of a page language, built once (Thai's is English's: one copy of the same lists). */
export function estimatorFor(asked: Locale): Promise<Estimator> {
  const locale: Locale = asked === 'th' ? 'en' : asked;
  let found = estimators.get(locale);
  if (!found) {
    found = buildEstimator(locale);
    // A chunk that failed to load may load next time.
    found.catch(() => estimators.delete(locale));
    estimators.set(locale, found);
  }
  return found;
}

/** A new estimator of a language (estimatorFor keeps one each); `l33tMaxSubstitutions` only for the test of its limit. */
export async function buildEstimator(locale: Locale, l33tMaxSubstitutions = L33T_MAX_SUBSTITUTIONS): Promise<Estimator> {
  const [common, language] = await Promise.all([import('@zxcvbn-ts/language-common'), LANGUAGES[locale]()]);
  // Version 3 packages (German, Italian) name their lists plainly: named per language here.
  const own = Object.fromEntries(Object.entries(language.dictionary).map(([name, list]) => [name.includes('-') ? name : `${name}-${locale}`, list]));
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...own },
    graphs: common.adjacencyGraphs,
    maxLength: ESTIMATE_MAX_LENGTH,
    l33tMaxSubstitutions,
  });
  return {
    estimate(password, userInputs) {
      const result = zxcvbn.check(password, [...userInputs]);
      return feedbackOf(result.score, result.feedback.warning, result.feedback.suggestions);
    },
  };
}

/** What the person and the page give away, as the estimate's user inputs: whole, and in their parts. */
export type Giveaways = { email?: string; firstName?: string | null; lastName?: string | null; organisation?: readonly string[] };

export function userInputsOf({ email, firstName, lastName, organisation = [] }: Giveaways): string[] {
  const inputs = new Set<string>();
  const add = (value: string | null | undefined) => {
    const v = value?.trim().toLowerCase();
    if (v && v.length >= 3) inputs.add(v);
  };
  // Whole, run together ("seasidehotels") and word by word.
  const addWords = (value: string | null | undefined) => {
    const parts = value?.split(/[\s._+@-]+/) ?? [];
    add(value);
    add(parts.join(''));
    for (const part of parts) add(part);
  };
  if (email) {
    const at = email.lastIndexOf('@');
    add(email);
    addWords(email.slice(0, at));
    // The domain, and its labels but its top level: "seaside.test", "seaside" of maria@seaside.test.
    add(email.slice(at + 1));
    for (const label of email
      .slice(at + 1)
      .split('.')
      .slice(0, -1))
      add(label);
  }
  addWords(firstName);
  addWords(lastName);
  for (const name of organisation) addWords(name);
  return [...inputs];
}
