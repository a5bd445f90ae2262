// Every user-facing string is a message key with a translation in all eight languages.
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/upstream/contract';

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
const placeholders = (s: string) =>
  [...new Set([...s.matchAll(/(?<!(?:=\d+|zero|one|two|few|many|other)\s*)\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();
const en = load('en');

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

  test.each(LOCALES.filter((l) => l !== 'en'))('%s is translated, not English copied', (locale) => {
    const messages = load(locale);
    const copied = Object.keys(en).filter((k) => en[k]!.length > 12 && messages[k] === en[k]);
    expect(copied).toEqual([]);
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
    for (const file of files) {
      const src = fs.readFileSync(file, 'utf8');
      const namespaces = [...src.matchAll(/(\w+)\s*=\s*await getTranslations\('(\w+)'\)|getTranslations\('(\w+)'\)/g)];
      // Names bound to a namespace: `const t = await getTranslations('login')` or in a Promise.all list.
      const bound = new Map<string, string>();
      const list = src.match(/const \[([^\]]+)\] = await Promise\.all\(\[([\s\S]*?)\]\)/);
      if (list) {
        const names = list[1]!.replace(/\{[^}]*\}/g, '_').split(',').map((s) => s.trim());
        const calls = list[2]!.split(/,\s*(?![^()]*\))/).map((s) => s.trim());
        names.forEach((n, i) => {
          const ns = calls[i]?.match(/getTranslations\('(\w+)'\)/)?.[1];
          if (ns) bound.set(n.replace(/[{}\s]/g, ''), ns);
        });
      }
      for (const m of namespaces) if (m[1] && m[2]) bound.set(m[1], m[2]);
      for (const [name, ns] of bound) {
        for (const use of src.matchAll(new RegExp(`\\b${name}\\('(\\w+)'`, 'g'))) {
          if (!(`${ns}.${use[1]}` in en)) missing.push(`${path.relative(process.cwd(), file)}: ${ns}.${use[1]}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
