// Every user-facing string is a message key with a translation in all eight languages.
import fs from 'node:fs';
import path from 'node:path';
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@/lib/upstream/contract';
import { WRAPPER_ERRORS } from '@/lib/validation/form-schema';
import { SECRET_QUESTION_CODES } from '@/lib/validation/secret-questions';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((acc, [k, v]) => {
    if (typeof v === 'string') acc[prefix + k] = v;
    else Object.assign(acc, flatten(v, `${prefix}${k}.`));
    return acc;
  }, {});
}

const load = (locale: string) => flatten(JSON.parse(fs.readFileSync(path.join(__dirname, '../../messages', `${locale}.json`), 'utf8')) as Tree);
/** ICU argument names: `{name}` or `{name, plural, …}`, not the text of a plural branch (`=0 {Your …}`). */
const placeholders = (s: string) => [...new Set([...s.matchAll(/(?<!(?:=\d+|zero|one|two|few|many|other)\s*)\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();
const en = load('en');

/** Argument names and kinds as a strict ICU parser reads them (a quoted `'{x}'` is text, not an argument). */
function icuArguments(message: string): string[] {
  const out = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date || e.type === TYPE.time) out.add(`${e.value}:${e.type}`);
      if (e.type === TYPE.plural || e.type === TYPE.select) {
        out.add(`${e.value}:${e.type}`);
        Object.values(e.options).forEach((o) => walk(o.value));
      }
      if (e.type === TYPE.tag) walk(e.children);
    }
  };
  walk(parse(message, { requiresOtherClause: true }));
  return [...out].sort();
}

/**
 * A message's text as the reader sees it, one run per stretch of text (the whole message, each plural
 * or select branch, each tag's content): literal text as written, `#` as itself, and an argument or a
 * nested plural/select as U+FFFC (neither letter, digit nor space), so ICU syntax is never read as text.
 */
function textRuns(message: string): string[] {
  const runs: string[] = [];
  const run = (elements: MessageFormatElement[]): string =>
    elements
      .map((e) => {
        if (e.type === TYPE.literal) return e.value;
        if (e.type === TYPE.pound) return '#';
        if (e.type === TYPE.plural || e.type === TYPE.select) Object.values(e.options).forEach((o) => runs.push(run(o.value)));
        if (e.type === TYPE.tag) runs.push(run(e.children));
        return '\uFFFC';
      })
      .join('');
  runs.push(run(parse(message, { requiresOtherClause: true })));
  return runs;
}

/** French spacing (README): a plain space before `?`, `!`, `:` or `;`, or between a number (or `#`) and its unit, instead of U+00A0. */
const plainFrenchSpaces = (message: string) => textRuns(message).filter((text) => / [?!:;]|[\d#] \p{L}/u.test(text));

/** Object keys as written in the file: JSON.parse keeps only the last of a duplicated key. */
function writtenKeyCount(locale: string): number {
  return (fs.readFileSync(path.join(__dirname, '../../messages', `${locale}.json`), 'utf8').match(/"(?:[^"\\]|\\.)*"\s*:/g) ?? []).length;
}
function parsedKeyCount(tree: Tree): number {
  return Object.values(tree).reduce<number>((n, v) => n + 1 + (typeof v === 'string' ? 0 : parsedKeyCount(v)), 0);
}

describe('message catalogues', () => {
  test.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the English keys', (locale) => {
    expect(Object.keys(load(locale)).sort()).toEqual(Object.keys(en).sort());
  });

  test.each([...LOCALES])('%s has no empty message and keeps every placeholder', (locale) => {
    const messages = load(locale);
    for (const [key, value] of Object.entries(messages)) {
      expect(value.trim()).not.toBe('');
      expect([key, placeholders(value)]).toEqual([key, placeholders(en[key] ?? '')]);
    }
  });

  test.each([...LOCALES])('%s has no duplicated key (JSON.parse would drop one silently)', (locale) => {
    const tree = JSON.parse(fs.readFileSync(path.join(__dirname, '../../messages', `${locale}.json`), 'utf8')) as Tree;
    expect(writtenKeyCount(locale)).toBe(parsedKeyCount(tree));
  });

  test.each([...LOCALES])('%s parses as strict ICU with the same arguments, by name and kind, as English', (locale) => {
    const messages = load(locale);
    for (const [key, value] of Object.entries(messages)) {
      expect([key, icuArguments(value)]).toEqual([key, icuArguments(en[key] ?? '')]);
    }
  });

  test.each(LOCALES.filter((l) => l !== 'en'))('%s is translated, not English copied', (locale) => {
    const messages = load(locale);
    // A message with no letter of its own ("{label}: {choice}") reads the same in every language.
    const copied = Object.keys(en).filter((k) => en[k]!.length > 12 && messages[k] === en[k] && /\p{L}/u.test(textRuns(en[k]!).join('')));
    expect(copied).toEqual([]);
  });

  test('French has U+00A0, not a plain space, before ? ! : ; and between a number and its unit', () => {
    // The check itself: it must catch a plain space in text, `#` and a plural branch, and not read ICU syntax as text.
    expect(['{tenant} : codes', 'Pourquoi ?', '{n, plural, =1 {1 seconde} other {# secondes}}', '<b>Attention !</b>'].map(plainFrenchSpaces)).toEqual([
      ['\uFFFC : codes'],
      ['Pourquoi ?'],
      ['1 seconde', '# secondes'],
      ['Attention !'],
    ]);
    expect(plainFrenchSpaces('{n, plural, =1 {1\u00a0seconde} other {#\u00a0secondes}} ({label}\u00a0: {choice})')).toEqual([]);
    const fr = load('fr');
    expect(Object.entries(fr).flatMap(([key, value]) => plainFrenchSpaces(value).map((text) => `${key}: ${text}`))).toEqual([]);
  });

  test('SPEC texts are quoted exactly in English', () => {
    expect(en['validation.fieldRequired']).toBe('This field is required');
    expect(en['validation.invalidEmailInput']).toBe("This doesn't appear to be a valid e-mail");
    expect(en['errors.network']).toBe("We're having trouble contacting our servers. Try again.");
    expect(en['errors.invalidCredentials']).toBe('Invalid e-mail or password. Try again.');
  });

  test('every message key used in the code exists in English', () => {
    const roots = ['app', 'components', 'lib'].map((d) => path.join(__dirname, '../..', d));
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name)) files.push(full);
      }
    };
    roots.forEach(walk);
    const missing: string[] = [];
    const scanned = new Set<string>();
    // A namespace's translator as a type (`type SecurityText = Awaited<ReturnType<typeof getTranslations<'security'>>>`),
    // for parts a page hands its `t` to (`t: SecurityText`).
    const aliases = new Map<string, string>();
    for (const file of files)
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/type (\w+) = Awaited<ReturnType<typeof getTranslations<'([\w.]+)'>>>/g))
        aliases.set(m[1]!, m[2]!);
    expect(aliases.size).toBeGreaterThan(0);
    for (const file of files) {
      const src = fs.readFileSync(file, 'utf8');
      // Names bound to a namespace, where they are bound: `const t = await getTranslations('login')`,
      // or in a Promise.all list. A use belongs to the nearest binding of its name above it (a file
      // may hold several components, each with its own `t`).
      const bindings: { at: number; name: string; ns: string }[] = [];
      for (const m of src.matchAll(/(\w+)\s*=\s*await getTranslations\('([\w.]+)'\)/g)) bindings.push({ at: m.index, name: m[1]!, ns: m[2]! });
      for (const list of src.matchAll(/const \[([^\]]+)\] = await Promise\.all\(\[([\s\S]*?)\]\)/g)) {
        const names = list[1]!
          .replace(/\{[^}]*\}/g, '_')
          .split(',')
          .map((s) => s.trim());
        const calls = list[2]!.split(/,\s*(?![^()]*\))/).map((s) => s.trim());
        names.forEach((n, i) => {
          const ns = calls[i]?.match(/getTranslations\('([\w.]+)'\)/)?.[1];
          if (ns) bindings.push({ at: list.index, name: n.replace(/[{}\s]/g, ''), ns });
        });
      }
      for (const m of src.matchAll(/\b(\w+): (\w+)\b/g)) {
        const ns = aliases.get(m[2]!);
        if (ns) bindings.push({ at: m.index, name: m[1]!, ns });
      }
      bindings.sort((a, b) => a.at - b.at);
      for (const name of new Set(bindings.map((b) => b.name))) {
        // `t('key')` and `t.rich('key')` name one message; `t.raw('key')` one message or a whole
        // namespace below it; `template(t, 'key')` (lib/i18n/template.ts) one message the browser fills in.
        for (const use of src.matchAll(new RegExp(`(?:\\b${name}(\\.raw|\\.rich)?\\(|\\btemplate\\(${name},\\s*)'([\\w.]+)'`, 'g'))) {
          const ns = bindings.filter((b) => b.name === name && b.at < use.index).at(-1)?.ns;
          if (!ns) continue;
          const key = `${ns}.${use[2]}`;
          const below = use[1] === '.raw' ? Object.keys(en).filter((k) => k.startsWith(`${key}.`)) : [];
          if (key in en) scanned.add(key);
          else if (below.length) below.forEach((k) => scanned.add(k));
          else missing.push(`${path.relative(process.cwd(), file)}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // The scan must see the keys it claims to: a broken pattern would find nothing and pass.
    // Keys the code names indirectly: page titles by `titleMetadata(key)`, SPEC §3's question codes,
    // and the one known IdP message the error page translates.
    for (const file of files)
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/titleMetadata\(\s*'(\w+)'|\?\s*'(\w+)'\s*:\s*'(\w+)'\)/g))
        for (const k of m.slice(1)) if (k && `meta.${k}` in en) scanned.add(`meta.${k}`);
    for (const code of SECRET_QUESTION_CODES) scanned.add(`secretQuestions.${code}`);
    // A form's strings are named by path in lib/form-text.ts (tsc checks each against the catalogue;
    // a path may be a whole namespace), and every form has the route wrapper's refusals.
    // So are the MFA screens' titles (lib/mfa/screen-title.ts) and their step wording (lib/page-title.ts).
    // So are the words of the manager's page's actions, by the action (lib/team/paths.ts).
    const byPath = ['lib/form-text.ts', 'lib/mfa/screen-title.ts', 'lib/page-title.ts', 'lib/team/paths.ts']
      .map((f) => fs.readFileSync(path.join(__dirname, '../..', f), 'utf8'))
      .join('\n');
    for (const m of byPath.matchAll(/'(\w+(?:\.\w+)+)'/g)) {
      if (m[1]! in en) scanned.add(m[1]!);
      else
        Object.keys(en)
          .filter((k) => k.startsWith(`${m[1]}.`))
          .forEach((k) => scanned.add(k));
    }
    for (const key of WRAPPER_ERRORS) scanned.add(`errors.${key}`);
    scanned.add('errorPage.riskAssessment');
    expect(scanned.size).toBeGreaterThan(100);
    // No message is left unused: every English key is one the code shows.
    expect(Object.keys(en).filter((k) => !scanned.has(k))).toEqual([]);
    for (const key of ['login.heading', 'login.passwordLabel', 'errors.network', 'resetSent.noEmail', 'mustLogOut.logOut', 'verifyPrompt.send'])
      expect(scanned).toContain(key);
  });
});
