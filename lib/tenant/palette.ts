// A tenant's six colours → every colour the kit paints with, derived so that text reaches 4.5:1,
// borders and focus rings 3:1 (WCAG 1.4.3, 1.4.11), and error and focus stay apart from the brand;
// once for the light scheme the theme was drawn for, and once for a dark one (issue 27).
import { blackOrWhite, contrast, distance, fromOklch, inkFor, isHex, luminance, mix, nearestLightness, toOklch } from './colour';
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

/**
 * Error reds from orange-red to crimson, then a deep red and a rose: the first one far enough from
 * the brand wins (errorInk). Lifted for the dark, the reds near a coral brand's link: the rose is not.
 */
const ERROR_CANDIDATES = ['#b42318', '#be123c', '#9f1239', '#c4320a', '#7a1212', '#e11d48'];
const WARNING = '#b54708';
const SUCCESS = '#067647';
const INFO = '#175cd3';

/** A tone's ink dark enough for text on the card and on its own tint. */
function toneInk(colour: string, surface: string): Tone {
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

/**
 * The error's ink: the first candidate (each already toned to read) far enough in OKLab from every
 * one of the brand's colours; else, of the candidates each at the nearest lightness of its own that
 * is far enough and still legible (a brand that is itself such a red), the farthest; else the
 * farthest there is.
 */
function errorInk(inks: string[], reads: (ink: string) => boolean, brand: string[]): string {
  const apart = (ink: string) => Math.min(...brand.map((b) => distance(ink, b)));
  const far = (ink: string) => apart(ink) >= DISTINCT;
  const moved = inks.map((ink) => nearestLightness(ink, (x) => reads(x) && far(x))).filter((ink) => ink !== undefined);
  return inks.find(far) ?? pick([...moved, ...inks], () => false, apart);
}

/** Below this luminance a card is dark: a theme drawn dark, or a dark scheme (its controls are drawn dark). */
export function isDarkSurface(colour: string): boolean {
  return luminance(colour) < 0.05;
}

/** The theme's colours, each one it lacks or spells wrong replaced by the neutral theme's. */
function complete(input: ThemeColours): ThemeColours {
  return Object.fromEntries(
    Object.entries(NEUTRAL_COLOURS).map(([k, v]) => [k, isHex(input[k as keyof ThemeColours]) ? input[k as keyof ThemeColours] : v]),
  ) as ThemeColours;
}

/** The first of these that shows (3:1) on the card and the page and stands well apart from the error. */
function focusRing(candidates: string[], surface: string, page: string, error: string): string {
  return pick(
    candidates,
    (f) => contrast(f, surface) >= NON_TEXT && contrast(f, page) >= NON_TEXT && distance(f, error) >= FOCUS_DISTINCT,
    (f) => distance(f, error),
  );
}

type Core = Pick<Palette, 'page' | 'surface' | 'text' | 'muted' | 'primary' | 'onPrimary' | 'link' | 'focus' | 'error'>;
type Tone = { ink: string; tint: string };
type Tones = { warning: Tone; success: Tone; info: Tone };

/** What both schemes derive alike from their core colours and tones: borders, the card's edge, and the inks and tints. */
function withTones(core: Core, { warning, success, info }: Tones, tintWeight: number): Palette {
  const { surface, page, text, error } = core;
  return {
    ...core,
    border: inkFor(text, surface, NON_TEXT),
    edge: inkFor(text, surface, EDGE, [surface, page]),
    errorTint: mix(error, surface, tintWeight),
    warning: warning.ink,
    warningTint: warning.tint,
    success: success.ink,
    successTint: success.tint,
    info: info.ink,
    infoTint: info.tint,
  };
}

export function derivePalette(input: ThemeColours): Palette {
  const c = complete(input);
  const page = c.tertiaryBackground;
  const surface = c.secondaryBackground;
  const readsOn = (ink: string, ...backgrounds: string[]) => backgrounds.every((bg) => contrast(ink, bg) >= TEXT);

  const text = readsOn(c.secondaryForeground, surface, page) ? c.secondaryForeground : blackOrWhite(surface);
  const primary = c.primaryBackground;
  const onPrimary = readsOn(c.primaryForeground, primary) ? c.primaryForeground : blackOrWhite(primary);
  const link = readsOn(primary, surface, page) ? primary : text;

  const reads = (ink: string) => contrast(ink, surface) >= TEXT && contrast(ink, mix(ink, surface, TINT)) >= TEXT;
  const error = errorInk(
    ERROR_CANDIDATES.map((e) => toneInk(e, surface).ink),
    reads,
    [primary],
  );
  // Secondary text must not be read as an error: a theme's reddish tertiary colour gives way to a
  // lighter shade of the text colour.
  const muted =
    readsOn(c.tertiaryForeground, surface, page) && distance(c.tertiaryForeground, error) >= DISTINCT
      ? c.tertiaryForeground
      : inkFor(text, surface, MUTED, [surface, page]);
  const focus = focusRing([primary, link, text, blackOrWhite(surface)], surface, page, error);
  const tones = { warning: toneInk(WARNING, surface), success: toneInk(SUCCESS, surface), info: toneInk(INFO, surface) };
  return withTones({ page, surface, text, muted, primary, onPrimary, link, focus, error }, tones, TINT);
}

// The dark scheme. Surfaces are near-black with a trace of the theme's own hue; the brand keeps its
// hue and chroma and moves in lightness only, as little as it must; every pair the light palette
// checks is checked again on the dark surfaces.

/** OKLCH lightness of the dark page and of the card above it (a raised surface is lighter in the dark). */
const DARK_PAGE_L = 0.16;
const DARK_SURFACE_L = 0.21;
/** Surfaces are tinted, never coloured: at most this chroma, taken from the theme. */
const DARK_TINT_CHROMA = 0.012;
/** Links and outlined buttons' words in the brand's colour: small text read at 3 a.m., so more than 4.5:1. */
const DARK_LINK = 6;
/** The most colour secondary text keeps in the dark. */
const DARK_MUTED_CHROMA = 0.03;
/** Text a little short of white (less glare at 3 a.m.), with a trace of the theme's text colour. */
const DARK_TEXT_L = 0.93;
const DARK_TONE_TINT = 0.16;
/** The light scheme's warning ink, lifted, turns orange beside the error's red: the dark one starts amber. */
const DARK_WARNING = '#f79009';

/** Legible as text on the dark card and on a tint of itself over it. */
function readsInTheDark(ink: string, surface: string): boolean {
  return contrast(ink, surface) >= TEXT && contrast(ink, mix(ink, surface, DARK_TONE_TINT)) >= TEXT;
}

/** A tone moved up in lightness until it reads as text on the dark card and on its own tint. */
function darkTone(colour: string, surface: string): Tone {
  const ink = nearestLightness(colour, (x) => readsInTheDark(x, surface), { upOnly: true }) ?? '#ffffff';
  return { ink, tint: mix(ink, surface, DARK_TONE_TINT) };
}

/** A near-black at this lightness with the hue (and a capped chroma) of the first of these colours that has one; grey when none does. */
function nightSurface(lightness: number, ...sources: string[]): string {
  const hued = sources.map(toOklch).find(([, chroma]) => chroma >= 0.01);
  return fromOklch([lightness, hued ? Math.min(hued[1], DARK_TINT_CHROMA) : 0, hued ? hued[2] : 0]);
}

/** The colour at most this colourful, at its own lightness and hue. */
function quieter(colour: string, maxChroma: number): string {
  const [l, chroma, hue] = toOklch(colour);
  return fromOklch([l, Math.min(chroma, maxChroma), hue]);
}

export function deriveDarkPalette(input: ThemeColours): Palette {
  const c = complete(input);
  // The night is the brand's colour, barely: a blue hotel's dark is blue-black, a coral one's
  // brown-black. A theme drawn dark keeps its own card and page, and everything on them is checked as here.
  const page = isDarkSurface(c.tertiaryBackground) ? c.tertiaryBackground : nightSurface(DARK_PAGE_L, c.primaryBackground, c.tertiaryBackground);
  const surface = isDarkSurface(c.secondaryBackground) ? c.secondaryBackground : nightSurface(DARK_SURFACE_L, c.primaryBackground, c.tertiaryBackground);
  const readsOn = (ink: string, ratio: number, ...backgrounds: string[]) => backgrounds.every((bg) => contrast(ink, bg) >= ratio);

  const ownText = c.secondaryForeground;
  const text =
    surface === c.secondaryBackground && readsOn(ownText, TEXT, surface, page)
      ? ownText
      : fromOklch([DARK_TEXT_L, Math.min(toOklch(ownText)[1], 0.02), toOklch(ownText)[2]]);

  // The brand's button: its own lightness if it stands out on the card (3:1) with legible text on it,
  // else the nearest that does, the theme's own text colour on it if that reads, else black or white.
  const onPrimaryFor = (fill: string) => [c.primaryForeground, '#ffffff', '#000000'].find((ink) => readsOn(ink, TEXT, fill));
  const primary = nearestLightness(c.primaryBackground, (fill) => readsOn(fill, NON_TEXT, surface, page) && onPrimaryFor(fill) !== undefined)!;
  const onPrimary = onPrimaryFor(primary)!;
  const link = nearestLightness(primary, (ink) => readsOn(ink, DARK_LINK, surface, page), { upOnly: true }) ?? text;

  // Lifted reds turn orange: the error keeps apart from the warning too.
  const tones = { warning: darkTone(DARK_WARNING, surface), success: darkTone(SUCCESS, surface), info: darkTone(INFO, surface) };
  const error = errorInk(
    ERROR_CANDIDATES.map((e) => darkTone(e, surface).ink),
    (ink) => readsInTheDark(ink, surface),
    [primary, link, tones.warning.ink],
  );
  // Secondary text keeps a trace of the theme's own, no more: lifted to read on the dark card, a rust
  // or a navy at full chroma would read as a link or an error.
  const tertiary = nearestLightness(quieter(c.tertiaryForeground, DARK_MUTED_CHROMA), (ink) => readsOn(ink, MUTED, surface, page), { upOnly: true });
  const muted = tertiary && distance(tertiary, error) >= DISTINCT ? tertiary : inkFor(text, surface, MUTED, [surface, page]);
  // The link first: the brand, lighter than the button it rings; else the text or white, which no button is.
  // Last, the info blue: a ring no pale brand or pale error can be mistaken for.
  const focus = focusRing([link, text, '#ffffff', primary, tones.info.ink], surface, page, error);
  return withTones({ page, surface, text, muted, primary, onPrimary, link, focus, error }, tones, DARK_TONE_TINT);
}
