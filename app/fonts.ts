// The page's typefaces, self-hosted from npm font packages through next/font/local (no font service
// at build or run time): Inter (variable weight) for Latin scripts, Noto Sans Thai for Thai. Each file
// is one of the packages' per-script subsets, limited by unicode-range, so a browser fetches only
// what the page's text uses; only the Latin one, which every page uses, is preloaded.
import localFont from 'next/font/local';

export const latin = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-latin',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
  adjustFontFallback: 'Arial',
});

export const latinExt = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-latin-ext',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
  adjustFontFallback: 'Arial',
});

export const thai = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-thai',
  preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC' }],
  adjustFontFallback: false,
});

/** The classes that define the three families' CSS variables (on <html>). */
export const fontVariables = `${latin.variable} ${latinExt.variable} ${thai.variable}`;
