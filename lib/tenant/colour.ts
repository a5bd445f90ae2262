// Colour arithmetic for themes: WCAG 2 contrast, mixing in sRGB, and perceptual distance in OKLab.
export type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{6})$/i;

export function isHex(value: string): boolean {
  return HEX.test(value);
}

export function parseHex(hex: string): Rgb {
  const m = HEX.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map(linear) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `a` mixed into `b`: weight 1 is `a`, 0 is `b` (as CSS color-mix in srgb). */
export function mix(a: string, b: string, weight: number): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex([0, 1, 2].map((i) => x[i]! * weight + y[i]! * (1 - weight)) as unknown as Rgb);
}

function oklab(hex: string): Rgb {
  const [r, g, b] = parseHex(hex).map(linear) as unknown as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

/** Perceptual distance (Euclidean in OKLab): about 0.02 is just noticeable, 0.1 clearly another colour. */
export function distance(a: string, b: string): number {
  const [x, y] = [oklab(a), oklab(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

/**
 * The lightest blend of `ink` into `paper` (in steps of 1/50) that reaches `ratio` against every
 * background; the ink itself when no blend does.
 */
export function inkFor(ink: string, paper: string, ratio: number, backgrounds: string[] = [paper]): string {
  for (let step = 1; step <= 50; step++) {
    const candidate = mix(ink, paper, step / 50);
    if (backgrounds.every((bg) => contrast(candidate, bg) >= ratio)) return candidate;
  }
  return ink;
}

/** Black or white, whichever contrasts more with `background`. */
export function blackOrWhite(background: string): string {
  return contrast('#000000', background) >= contrast('#ffffff', background) ? '#000000' : '#ffffff';
}

/** OKLCH (lightness 0–1, chroma, hue in degrees) of a colour: the space to move lightness in while hue and chroma hold. */
export type Lch = readonly [number, number, number];

export function toOklch(hex: string): Lch {
  const [l, a, b] = oklab(hex);
  const hue = (Math.atan2(b, a) * 180) / Math.PI;
  return [l, Math.hypot(a, b), hue < 0 ? hue + 360 : hue];
}

/** Linear sRGB of an OKLab colour (each channel 0–1 when inside the gamut). */
function linearFromOklab(l: number, a: number, b: number): Rgb {
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
}

function encode(channel: number): number {
  const c = Math.min(1, Math.max(0, channel));
  return 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
}

/**
 * The colour of an OKLCH triple, brought into sRGB by lowering its chroma (hue and lightness hold, as
 * CSS Color 4 maps a colour into gamut): a lighter brand stays the brand, a little paler if it must.
 */
export function fromOklch([l, c, h]: Lch): string {
  const rad = (h * Math.PI) / 180;
  const inGamut = (chroma: number) => linearFromOklab(l, chroma * Math.cos(rad), chroma * Math.sin(rad)).every((x) => x >= -1e-4 && x <= 1 + 1e-4);
  let chroma = c;
  if (!inGamut(chroma)) {
    let [lo, hi] = [0, c];
    for (let i = 0; i < 24; i++) {
      const mid = (lo + hi) / 2;
      if (inGamut(mid)) lo = mid;
      else hi = mid;
    }
    chroma = lo;
  }
  const rgb = linearFromOklab(l, chroma * Math.cos(rad), chroma * Math.sin(rad));
  return toHex(rgb.map(encode) as unknown as Rgb);
}

/** The colour at another OKLCH lightness, its hue and (as far as the gamut allows) its chroma kept. */
export function withLightness(hex: string, lightness: number): string {
  const [, c, h] = toOklch(hex);
  return fromOklch([lightness, c, h]);
}

/**
 * The lightness nearest the colour's own (steps of 0.005 either way) at which `accept` holds: hue and
 * chroma kept, so a brand moved to read on a dark card is still the brand. Undefined when none does.
 */
export function nearestLightness(hex: string, accept: (candidate: string) => boolean, { upOnly = false } = {}): string | undefined {
  const [l] = toOklch(hex);
  if (accept(hex)) return hex;
  for (let step = 1; step <= 200; step++) {
    const up = l + step * 0.005;
    const down = l - step * 0.005;
    if (up <= 1) {
      const candidate = withLightness(hex, up);
      if (accept(candidate)) return candidate;
    }
    if (!upOnly && down >= 0) {
      const candidate = withLightness(hex, down);
      if (accept(candidate)) return candidate;
    }
    if (up > 1 && (upOnly || down < 0)) break;
  }
  return undefined;
}
