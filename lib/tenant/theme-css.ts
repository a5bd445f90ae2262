// A theme as CSS custom properties, rendered on the server so the first paint is branded: the
// tenant's colours and the ones the palette derives from them (lib/tenant/palette.ts), for the light
// scheme and the dark one (issue 27). Following the system, both are in the style sheet and a media
// query picks one before the first paint: no script, no flash. The style sheet is one of its own
// (app/api/theme/route.ts, issue 42), named by its content's digest: a browser keeps it for every
// page of the tenant, and the pages and their RSC payload no longer carry it.
import { createHash } from 'node:crypto';
import { mix } from './colour';
import { deriveDarkPalette, derivePalette, isDarkSurface, type Palette } from './palette';
import type { SchemeChoice } from './scheme';
import type { ThemeColours } from '../upstream/contract';

export { NEUTRAL_COLOURS } from './palette';

/** `--kc-error-tint` for `errorTint`: the names globals.css maps onto tailwind's colours. */
function cssName(token: string): string {
  return `--kc-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Around a logo drawn for the theme's light card, when it sits on the dark one. */
const PLATE_PADDING = '0.25rem 0.625rem';
/** The plate is the light card dimmed a little towards the dark one: not the brightest thing in a dark lobby. */
const PLATE_DIMMING = 0.08;

type Schemes = { light: Palette; dark: Palette };

/** Derived once per set of colours (every page renders it; a few tenants' themes recur). */
const derived = new Map<string, Schemes>();
const rendered = new Map<string, string>();
const MAX_THEMES = 500;

function remember<T>(map: Map<string, T>, key: string, value: T): T {
  if (map.size >= MAX_THEMES) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

/** Both schemes' palettes for a theme. */
export function palettes(colours: ThemeColours): Schemes {
  const key = JSON.stringify(colours);
  return derived.get(key) ?? remember(derived, key, { light: derivePalette(colours), dark: deriveDarkPalette(colours) });
}

/**
 * The plate a logo drawn for the theme's light card keeps behind it on this palette's card: none on a
 * light card, or when the theme's own card is dark (its logo was drawn for dark).
 */
export function logoPlate(palette: Palette, { light }: Schemes): string | null {
  return isDarkSurface(palette.surface) && !isDarkSurface(light.surface) ? mix(palette.surface, light.surface, PLATE_DIMMING) : null;
}

function declarations(palette: Palette, schemes: Schemes): string {
  // A dark card: form controls, scrollbars and autofill are drawn for dark.
  const dark = isDarkSurface(palette.surface);
  const tokens = (Object.keys(palette) as (keyof Palette)[]).map((token) => `${cssName(token)}:${palette[token]}`);
  const plateColour = logoPlate(palette, schemes);
  const plate = plateColour ? [`--kc-plate:${plateColour}`, `--kc-plate-pad:${PLATE_PADDING}`] : [];
  return [`color-scheme:${dark ? 'dark' : 'light'}`, ...tokens, ...plate].join(';');
}

/**
 * `:root{color-scheme:…;--kc-…:#hex;…}` in the light scheme, and the dark scheme's over it on screens
 * (under `prefers-color-scheme: dark` when the page follows the system): paper is white, so printed
 * recovery codes are dark ink whatever the screen shows. Every colour is a #rrggbb the palette
 * computed (bad input falls back to neutral).
 */
export function themeCss(colours: ThemeColours, choice: SchemeChoice = 'system'): string {
  const key = `${choice}:${JSON.stringify(colours)}`;
  const found = rendered.get(key);
  if (found !== undefined) return found;
  const schemes = palettes(colours);
  const light = declarations(schemes.light, schemes);
  const dark = declarations(schemes.dark, schemes);
  const css =
    choice === 'light' || light === dark
      ? `:root{${light}}`
      : choice === 'dark'
        ? `:root{${light}}@media screen{:root{${dark}}}`
        : `:root{${light.replace(/^color-scheme:light/, 'color-scheme:light dark')}}@media screen and (prefers-color-scheme:dark){:root{${dark}}}`;
  return remember(rendered, key, css);
}

/** The theme's style sheet for a scheme: its text and the digest that names it (12 base64url characters of its SHA-256). */
export function themeStylesheet(colours: ThemeColours, choice: SchemeChoice = 'system'): { css: string; version: string } {
  const css = themeCss(colours, choice);
  const version = versions.get(css) ?? remember(versions, css, createHash('sha256').update(css).digest('base64url').slice(0, 12));
  return { css, version };
}
const versions = new Map<string, string>();

/** Where a page links the theme's style sheet: the scheme it shows, and the digest of what it holds. */
export function themeStylesheetHref(colours: ThemeColours, choice: SchemeChoice): string {
  return `${THEME_STYLESHEET_PATH}?scheme=${choice}&v=${themeStylesheet(colours, choice).version}`;
}
export const THEME_STYLESHEET_PATH = '/api/theme';
