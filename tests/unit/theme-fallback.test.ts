// The neutral theme beneath every tenant's (issue 42, review finding 5): the tenant's colours come in a
// style sheet of their own (/api/theme); should it not arrive, app/globals.css still gives the page
// the neutral theme's colours, light and dark. They must be the neutral theme's own, token for token.
import fs from 'node:fs';
import path from 'node:path';
import { NEUTRAL_COLOURS, themeCss } from '@/lib/tenant/theme-css';

/** Each `selector { … }` block's declarations as `name:value` (whitespace dropped), the logo's plate left out. */
const declarations = (block: string) =>
  block
    .split(';')
    .map((d) =>
      d
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/\s*:\s*/, ':'),
    )
    .filter((d) => d && !d.startsWith('--kc-plate'));

test("app/globals.css holds the neutral theme beneath the tenant's, light and dark, and nothing else of it", () => {
  const globals = fs.readFileSync(path.join(__dirname, '../../app/globals.css'), 'utf8');
  const fallback = [...globals.matchAll(/:where\(:root\)\s*\{([^}]*)\}/g)].map((m) => declarations(m[1]!));
  const neutral = themeCss(NEUTRAL_COLOURS, 'system');
  const [light, dark] = [...neutral.matchAll(/:root\{([^}]*)\}/g)].map((m) => declarations(m[1]!));
  expect(fallback).toEqual([light, dark]);
  // Beneath: a plain :root (the tenant's sheet) outranks it, wherever each comes in the page.
  expect(globals).not.toMatch(/(^|[^(]):root\s*\{/m);
  // The dark one only under the system's dark scheme, as the neutral theme's own.
  expect(globals).toMatch(/@media screen and \(prefers-color-scheme: dark\)\s*\{\s*:where\(:root\)/);
});
