// Issue 41: the strength estimate a new password must pass (the same in the meter and on the server):
// zxcvbn's score with the page language's dictionaries and what the person and the page give away.
import { MIN_STRENGTH_SCORE, feedbackOf, isStrongEnough, levelOf } from '@/lib/passwords/feedback';
import { readFile } from 'node:fs/promises';
import {
  ESTIMATE_MAX_LENGTH,
  L33T_MAX_SUBSTITUTIONS,
  ZXCVBN_L33T_MAX_SUBSTITUTIONS,
  buildEstimator,
  estimatorFor,
  userInputsOf,
} from '@/lib/passwords/strength';
import { corpusPath } from '@/sandbox/passwords/breached';
import { meetsPasswordPolicy } from '@/lib/validation/password-policy';

const ADA = { email: 'ada.quist@seaside.test', firstName: 'Ada', lastName: 'Quist', organisation: ['Seaside Hotels', 'seaside'] };

test("SPEC's rule lets through passwords every cracker tries first: the estimate refuses them, with its reasons", async () => {
  const en = await estimatorFor('en');
  for (const password of ['Password2024!', 'Welcome12345', 'Qwerty123456', 'Passwort12345', 'Iloveyou2024']) {
    expect(meetsPasswordPolicy(password)).toBe(true);
    const estimate = en.estimate(password, []);
    expect({ password, strong: isStrongEnough(estimate.score) }).toEqual({ password, strong: false });
    expect(estimate.warning ?? estimate.suggestions[0]).toBeDefined();
  }
});

test('a long passphrase of unrelated words passes, as does a random password', async () => {
  const en = await estimatorFor('en');
  expect(en.estimate('Lantern orbit 7 velvet quarry', []).score).toBeGreaterThanOrEqual(MIN_STRENGTH_SCORE);
  expect(en.estimate('vT9#qL2m!xR4wZ', []).score).toBeGreaterThanOrEqual(MIN_STRENGTH_SCORE);
});

test("the person's own e-mail, name or organisation makes a password weak, and the estimate says why", async () => {
  const en = await estimatorFor('en');
  const inputs = userInputsOf(ADA);
  for (const password of ['Ada.Quist@seaside.test1', 'Seaside.test2024', 'SeasideHotels1']) {
    const alone = en.estimate(password, []);
    const known = en.estimate(password, inputs);
    expect({ password, strong: isStrongEnough(known.score) }).toEqual({ password, strong: false });
    expect(known.score).toBeLessThanOrEqual(alone.score);
  }
  expect(en.estimate('Ada.Quist@seaside.test1', inputs).warning).toBe('userInputs');
});

test("the giveaways are the e-mail, its parts and its domain's name, the person's names and the organisation's words", () => {
  expect(userInputsOf(ADA).sort()).toEqual(
    ['ada.quist@seaside.test', 'ada.quist', 'adaquist', 'ada', 'quist', 'seaside.test', 'seaside', 'seaside hotels', 'seasidehotels', 'hotels'].sort(),
  );
  // Too short to mean anything, or missing.
  expect(userInputsOf({ email: 'al@x.io', firstName: null })).toEqual(['al@x.io', 'x.io']);
});

test("each language's own words count: a German word is weak on a German page", async () => {
  const [de, th] = await Promise.all([estimatorFor('de'), estimatorFor('th')]);
  // "Caretaker": common German, unknown to Indonesian's dictionaries.
  const german = 'Hausmeister2024';
  expect(isStrongEnough(de.estimate(german, []).score)).toBe(false);
  expect(isStrongEnough((await estimatorFor('id')).estimate(german, []).score)).toBe(true);
  // Thai has no dictionary of its own: English's estimator (one copy of its lists) is used there.
  expect(th).toBe(await estimatorFor('en'));
  expect(isStrongEnough(th.estimate('Sunshine12345', []).score)).toBe(false);
});

test('only the first characters are estimated, so a very long password costs no more than a long one', async () => {
  const en = await estimatorFor('en');
  const started = performance.now();
  en.estimate('x'.repeat(2048) + 'Y1', []);
  expect(performance.now() - started).toBeLessThan(500);
  expect(ESTIMATE_MAX_LENGTH).toBe(100);
});

test('the limit on look-alike substitutions takes the same decision as zxcvbn’s own on the corpus’s look-alike passwords', async () => {
  // The breach corpus's passwords of 10 characters or more with look-alikes inside words twice
  // (l3tm31n), SPEC-shaped ones made of them, and the two SPEC-shaped ones a limit of 8 wrongly called strong.
  const inWord = /\p{L}[@0134$5!7|](?=\p{L})/gu;
  const corpus = (await readFile(corpusPath(), 'utf8')).split(/\r?\n/);
  const sample = corpus.filter((p) => p.length >= 10 && (p.match(inWord)?.length ?? 0) >= 2).slice(0, 60);
  expect(sample).toHaveLength(60);
  expect(corpus).toEqual(expect.arrayContaining(['l3tm31nn0w', 'at1asat1as']));
  const passwords = [...sample, ...sample.map((p) => `${p.charAt(0).toUpperCase()}${p.slice(1)}1`), 'L3tm31nn0w1', 'At1asat1as1'];
  const ours = await buildEstimator('en');
  const zxcvbns = await buildEstimator('en', ZXCVBN_L33T_MAX_SUBSTITUTIONS);
  const strong = new Set(passwords.filter((p) => isStrongEnough(zxcvbns.estimate(p, []).score)));
  expect(passwords.filter((p) => isStrongEnough(ours.estimate(p, []).score) !== strong.has(p))).toEqual([]);
  // Both sides of the line are in the sample, or the test could not fail.
  expect(strong.size).toBeGreaterThan(20);
  expect(passwords.length - strong.size).toBeGreaterThan(20);
  expect(L33T_MAX_SUBSTITUTIONS).toBeLessThan(ZXCVBN_L33T_MAX_SUBSTITUTIONS);
}, 30_000);

test("the feedback keeps only keys Keycard has messages for, and the level's name follows the score", () => {
  expect(feedbackOf(1, 'pwned', ['noNeed', 'anotherWord', 'anotherWord', 'l33t'])).toEqual({ score: 1, suggestions: ['anotherWord', 'l33t'] });
  expect(feedbackOf(2, 'common', [])).toEqual({ score: 2, warning: 'common', suggestions: [] });
  expect([0, 1, 2, 3, 4, 9, -1].map(levelOf)).toEqual(['veryWeak', 'weak', 'fair', 'strong', 'veryStrong', 'veryStrong', 'veryWeak']);
});
