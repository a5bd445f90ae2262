// A tenant's six colours → every colour the kit paints with, derived so that text reaches 4.5:1,
// borders and focus rings 3:1 (WCAG 1.4.3, 1.4.11), and error and focus stay apart from the brand.
import { blackOrWhite, contrast, distance, inkFor, isHex, mix } from './colour';
import type { ThemeColours } from '../upstream/contract';

export const NEUTRAL_COLOURS: ThemeColours = {
  primaryBackground: '#1f3a5f',
  secondaryBackground: '#ffffff',
  tertiaryBackground: '#f3f4f6',
  primaryForeground: '#ffffff',
  secondaryForeground: '#1f2937',
  tertiaryForeground: '#4b5563',
};

export type Palette = {
  /** The page behind the card, and the card. */
  page: string;
  surface: string;
  /** Body text and secondary text, on the card and on the page. */
  text: string;
  muted: string;
  /** The brand colour (primary buttons) and the text on it. */
  primary: string;
  onPrimary: string;
  /** Links and secondary buttons' text and edge. */
  link: string;
  /** Input borders (3:1 on the card); the card's own edge (visible on the page and the card). */
  border: string;
  edge: string;
  /** Focus ring: 3:1 on the page and the card, unlike the error colour. */
  focus: string;
  /** Tones: the ink (text, icon, border) and a tint for banners behind it. */
  error: string;
  errorTint: string;
  warning: string;
  warningTint: string;
  success: string;
  successTint: string;
  info: string;
  infoTint: string;
};

/** Two colours this far apart in OKLab read as different colours at a glance. */
export const DISTINCT = 0.1;
/** A focus ring sits on the same edges as an error border: it keeps twice that distance from the error. */
export const FOCUS_DISTINCT = 0.2;
const TEXT = 4.5;
/** Secondary text derived from the text colour: above 4.5:1 with a margin, on the card and the page. */
const MUTED = 5.5;
const NON_TEXT = 3;
/** The card's edge: plainly visible, without the weight of an input's border. */
export const EDGE = 1.5;
const TINT = 0.08;

/** Error reds from orange-red to crimson: the first one far enough from the brand wins. */
const ERROR_CANDIDATES = ['#b42318', '#be123c', '#9f1239', '#c4320a'];
const WARNING = '#b54708';
const SUCCESS = '#067647';
const INFO = '#175cd3';

/** A tone's ink dark enough for text on the card and on its own tint. */
function toneInk(colour: string, surface: string): { ink: string; tint: string } {
  let ink = colour;
  // Darken towards the text's side until it reads on both (a light theme surface needs darker ink).
  for (let step = 0; step < 20 && (contrast(ink, surface) < TEXT || contrast(ink, mix(ink, surface, TINT)) < TEXT); step++) {
    ink = mix(blackOrWhite(surface), colour, (step + 1) / 20);
  }
  return { ink, tint: mix(ink, surface, TINT) };
}

function pick(candidates: string[], accept: (c: string) => boolean, score: (c: string) => number): string {
  return candidates.find(accept) ?? [...candidates].sort((a, b) => score(b) - score(a))[0]!;
}

export function derivePalette(input: ThemeColours): Palette {
  const c = Object.fromEntries(
    Object.entries(NEUTRAL_COLOURS).map(([k, v]) => [k, isHex(input[k as keyof ThemeColours]) ? input[k as keyof ThemeColours] : v]),
  ) as ThemeColours;
  const page = c.tertiaryBackground;
  const surface = c.secondaryBackground;
  const readsOn = (ink: string, ...backgrounds: string[]) => backgrounds.every((bg) => contrast(ink, bg) >= TEXT);

  const text = readsOn(c.secondaryForeground, surface, page) ? c.secondaryForeground : blackOrWhite(surface);
  const primary = c.primaryBackground;
  const onPrimary = readsOn(c.primaryForeground, primary) ? c.primaryForeground : blackOrWhite(primary);
  const link = readsOn(primary, surface, page) ? primary : text;

  const errors = ERROR_CANDIDATES.map((e) => toneInk(e, surface));
  const error = pick(
    errors.map((e) => e.ink),
    (e) => distance(e, primary) >= DISTINCT,
    (e) => distance(e, primary),
  );
  // Secondary text must not be read as an error: a theme's reddish tertiary colour gives way to a
  // lighter shade of the text colour.
  const muted =
    readsOn(c.tertiaryForeground, surface, page) && distance(c.tertiaryForeground, error) >= DISTINCT
      ? c.tertiaryForeground
      : inkFor(text, surface, MUTED, [surface, page]);
  const focus = pick(
    [primary, link, text],
    (f) => contrast(f, surface) >= NON_TEXT && contrast(f, page) >= NON_TEXT && distance(f, error) >= FOCUS_DISTINCT,
    (f) => distance(f, error),
  );
  const warning = toneInk(WARNING, surface);
  const success = toneInk(SUCCESS, surface);
  const info = toneInk(INFO, surface);

  return {
    page,
    surface,
    text,
    muted,
    primary,
    onPrimary,
    link,
    border: inkFor(text, surface, NON_TEXT),
    edge: inkFor(text, surface, EDGE, [surface, page]),
    focus,
    error,
    errorTint: mix(error, surface, TINT),
    warning: warning.ink,
    warningTint: warning.tint,
    success: success.ink,
    successTint: success.tint,
    info: info.ink,
    infoTint: info.tint,
  };
}
