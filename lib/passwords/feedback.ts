// Issue 41: what the strength estimate may say about a new password, as message keys (the
// `passwordStrength` namespace). Dependency-free: the flash, the forms and the estimator share it.

/** The estimate's score (0-4) by name; a new password needs at least MIN_STRENGTH_SCORE. */
export const STRENGTH_LEVELS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;
export type StrengthLevel = (typeof STRENGTH_LEVELS)[number];

/**
 * The minimum score, zxcvbn's 3: "safely unguessable", about 10^8 guesses or more. A password of 12
 * characters that meets SPEC's rule and scores 2 (`Password2024!`) is in every cracker's first hours.
 */
export const MIN_STRENGTH_SCORE = 3;

/** Why a password is easy to guess (zxcvbn's warnings Keycard shows; its `pwned` is the breach check's own message). */
export const STRENGTH_WARNINGS = [
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'wordByItself',
  'namesByThemselves',
  'commonNames',
  'userInputs',
] as const;
export type StrengthWarning = (typeof STRENGTH_WARNINGS)[number];

/** What to do instead (zxcvbn's suggestions; not its `noNeed`, which SPEC's rule contradicts, nor `pwned`). */
export const STRENGTH_SUGGESTIONS = [
  'l33t',
  'reverseWords',
  'allUppercase',
  'capitalization',
  'dates',
  'recentYears',
  'associatedYears',
  'sequences',
  'repeated',
  'longerKeyboardPattern',
  'anotherWord',
  'useWords',
] as const;
export type StrengthSuggestion = (typeof STRENGTH_SUGGESTIONS)[number];

/** The estimate of one password: its level, and for a weak one why and what to do. */
export type StrengthFeedback = { score: number; warning?: StrengthWarning; suggestions: StrengthSuggestion[] };

export const levelOf = (score: number): StrengthLevel => STRENGTH_LEVELS[Math.min(Math.max(Math.trunc(score), 0), STRENGTH_LEVELS.length - 1)]!;
export const isStrongEnough = (score: number): boolean => score >= MIN_STRENGTH_SCORE;

const isWarning = (key: unknown): key is StrengthWarning => (STRENGTH_WARNINGS as readonly unknown[]).includes(key);
const isSuggestion = (key: unknown): key is StrengthSuggestion => (STRENGTH_SUGGESTIONS as readonly unknown[]).includes(key);

/** zxcvbn's feedback (its keys: no translations are loaded) kept to the keys Keycard has messages for. */
export function feedbackOf(score: number, warning: unknown, suggestions: readonly unknown[]): StrengthFeedback {
  return { score, ...(isWarning(warning) ? { warning } : {}), suggestions: [...new Set(suggestions.filter(isSuggestion))] };
}
