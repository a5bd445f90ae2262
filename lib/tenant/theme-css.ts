// A theme as CSS custom properties, rendered on the server so the first paint is branded: the
// tenant's colours and the ones the palette derives from them (lib/tenant/palette.ts).
import { derivePalette, type Palette } from './palette';
import type { ThemeColours } from '../upstream/contract';

export { NEUTRAL_COLOURS } from './palette';

/** `--kc-error-tint` for `errorTint`: the names globals.css maps onto tailwind's colours. */
function cssName(token: string): string {
  return `--kc-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Derived once per set of colours (every page renders it; a few tenants' themes recur). */
const rendered = new Map<string, string>();
const MAX_THEMES = 500;

/** `:root{--kc-…:#hex;…}`. Every value is a #rrggbb the palette computed (bad input falls back to neutral). */
export function themeCss(colours: ThemeColours): string {
  const key = JSON.stringify(colours);
  let css = rendered.get(key);
  if (css === undefined) {
    const palette = derivePalette(colours);
    css = `:root{${(Object.keys(palette) as (keyof Palette)[]).map((token) => `${cssName(token)}:${palette[token]}`).join(';')}}`;
    if (rendered.size >= MAX_THEMES) rendered.delete(rendered.keys().next().value!);
    rendered.set(key, css);
  }
  return css;
}
