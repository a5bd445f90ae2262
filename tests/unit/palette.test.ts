// Every theme's colours, derived: text 4.5:1, borders and focus rings 3:1 (WCAG 1.4.3, 1.4.11),
// the card's edge visible, and error, focus and secondary text apart from the brand and each other.
import { readConfig } from '@/sandbox/config';
import { buildSeed } from '@/sandbox/seed';
import { contrast, distance } from '@/lib/tenant/colour';
import { DISTINCT, EDGE, FOCUS_DISTINCT, NEUTRAL_COLOURS, derivePalette, type Palette } from '@/lib/tenant/palette';
import { themeCss } from '@/lib/tenant/theme-css';
import type { ThemeColours } from '@/lib/upstream/contract';

const demoThemes = buildSeed(readConfig({ NODE_ENV: 'test' })).tenants.map((t) => [t.theme.name, t.theme.colours] as const);
// A theme that gets everything wrong: pale brand, text too light, a reddish secondary colour.
const careless: ThemeColours = {
  primaryBackground: '#e8a0a0',
  primaryForeground: '#ffffff',
  secondaryBackground: '#ffffff',
  secondaryForeground: '#9ca3af',
  tertiaryBackground: '#fafafa',
  tertiaryForeground: '#c2410c',
};
const themes: (readonly [string, ThemeColours])[] = [...demoThemes, ['neutral', NEUTRAL_COLOURS], ['careless', careless]];

const TEXT_PAIRS: [keyof Palette, keyof Palette][] = [
  ['text', 'surface'],
  ['text', 'page'],
  ['muted', 'surface'],
  ['muted', 'page'],
  ['onPrimary', 'primary'],
  ['link', 'surface'],
  ['link', 'page'],
  ['error', 'surface'],
  ['error', 'errorTint'],
  ['warning', 'warningTint'],
  ['success', 'successTint'],
  ['info', 'infoTint'],
];
const NON_TEXT_PAIRS: [keyof Palette, keyof Palette][] = [
  ['border', 'surface'],
  ['focus', 'surface'],
  ['focus', 'page'],
  ['error', 'surface'],
  ['link', 'surface'],
];

test('the demo seed has both demo themes', () => {
  expect(demoThemes.map(([name]) => name)).toEqual(['Seaside Hotels', 'Little Hotelier']);
});

describe.each(themes)('%s', (_name, colours) => {
  const p = derivePalette(colours);

  test.each(TEXT_PAIRS)('%s on %s reads at 4.5:1', (ink, bg) => {
    expect(contrast(p[ink], p[bg])).toBeGreaterThanOrEqual(4.5);
  });

  test.each(NON_TEXT_PAIRS)('%s against %s stands out at 3:1', (ink, bg) => {
    expect(contrast(p[ink], p[bg])).toBeGreaterThanOrEqual(3);
  });

  test('the card has a visible edge on the page', () => {
    expect(contrast(p.edge, p.page)).toBeGreaterThanOrEqual(EDGE);
    expect(contrast(p.edge, p.surface)).toBeGreaterThanOrEqual(EDGE);
  });

  test('errors, focus rings and secondary text cannot be mistaken for each other or the brand', () => {
    expect(distance(p.error, p.primary)).toBeGreaterThanOrEqual(DISTINCT);
    expect(distance(p.focus, p.error)).toBeGreaterThanOrEqual(FOCUS_DISTINCT);
    expect(distance(p.muted, p.error)).toBeGreaterThanOrEqual(DISTINCT);
  });
});

test("Little Hotelier's error is not its brand red (#B42318 beside #B5401F was the complaint)", () => {
  const lh = derivePalette(demoThemes.find(([name]) => name === 'Little Hotelier')![1]);
  expect(lh.error).not.toBe('#b42318');
  expect(lh.focus).not.toBe(lh.primary);
  // Seaside's blue brand keeps the usual red and its own colour for focus.
  const seaside = derivePalette(demoThemes.find(([name]) => name === 'Seaside Hotels')![1]);
  expect(seaside.error).toBe('#b42318');
  expect(seaside.focus).toBe('#0B5A8A');
});

test('a careless theme is repaired: legible text on the card and on its buttons', () => {
  const p = derivePalette(careless);
  expect(p.text).toBe('#000000');
  expect(p.onPrimary).toBe('#000000');
  expect(p.link).toBe(p.text);
});

test('the CSS declares every palette colour', () => {
  const css = themeCss(NEUTRAL_COLOURS);
  for (const token of [
    'page',
    'surface',
    'text',
    'muted',
    'primary',
    'on-primary',
    'link',
    'border',
    'edge',
    'focus',
    'error',
    'error-tint',
    'warning',
    'success',
    'info',
  ]) {
    expect(css).toMatch(new RegExp(`--kc-${token}:#[0-9a-f]{6}[;}]`, 'i'));
  }
});
