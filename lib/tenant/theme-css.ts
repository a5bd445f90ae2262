// A theme's colours as CSS custom properties, rendered on the server so the first paint is branded.
import type { ThemeColours } from '../upstream/contract';

export const NEUTRAL_COLOURS: ThemeColours = {
  primaryBackground: '#1f3a5f',
  secondaryBackground: '#ffffff',
  tertiaryBackground: '#f3f4f6',
  primaryForeground: '#ffffff',
  secondaryForeground: '#1f2937',
  tertiaryForeground: '#4b5563',
};

const VARS: Record<keyof ThemeColours, string> = {
  primaryBackground: '--kc-primary-bg',
  secondaryBackground: '--kc-secondary-bg',
  tertiaryBackground: '--kc-tertiary-bg',
  primaryForeground: '--kc-primary-fg',
  secondaryForeground: '--kc-secondary-fg',
  tertiaryForeground: '--kc-tertiary-fg',
};

const HEX = /^#[0-9a-fA-F]{6}$/;

/** `:root{--kc-…:#hex;…}`. Values are hex colours only (the contract says so; checked again here). */
export function themeCss(colours: ThemeColours): string {
  const decls = (Object.keys(VARS) as (keyof ThemeColours)[]).map((k) => `${VARS[k]}:${HEX.test(colours[k]) ? colours[k] : NEUTRAL_COLOURS[k]}`).join(';');
  return `:root{${decls}}`;
}
