// Hand-drawn SVG logos and favicons for the seeded themes, in each theme's colours.

export const BRAND_ASSETS: Record<string, Record<'logo' | 'favicon', string>> = {
  seaside: {
    // Two waves and the name, sea blue on transparent.
    logo: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 48" width="220" height="48" role="img" aria-label="Seaside Hotels">
<path d="M4 24c6-8 12-8 18 0s12 8 18 0 12-8 18 0" fill="none" stroke="#0B5A8A" stroke-width="4" stroke-linecap="round"/>
<path d="M4 36c6-8 12-8 18 0s12 8 18 0 12-8 18 0" fill="none" stroke="#1F7FB8" stroke-width="3" stroke-linecap="round"/>
<text x="70" y="32" font-family="Georgia, 'Times New Roman', serif" font-size="20" fill="#0F2A3D">Seaside Hotels</text>
</svg>`,
    favicon: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">
<rect width="32" height="32" rx="6" fill="#0B5A8A"/>
<path d="M4 14c4-5 8-5 12 0s8 5 12 0M4 22c4-5 8-5 12 0s8 5 12 0" fill="none" stroke="#FFFFFF" stroke-width="2.5" stroke-linecap="round"/>
</svg>`,
  },
  littlehotelier: {
    // A little house with a door and the name, warm coral.
    logo: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 48" width="220" height="48" role="img" aria-label="Little Hotelier">
<path d="M8 22 26 6l18 16" fill="none" stroke="#B5401F" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="13" y="20" width="26" height="22" rx="2" fill="#B5401F"/>
<rect x="22" y="29" width="8" height="13" rx="1" fill="#FFF3EC"/>
<text x="54" y="32" font-family="Verdana, Arial, sans-serif" font-size="19" fill="#3B2418">Little Hotelier</text>
</svg>`,
    favicon: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">
<rect width="32" height="32" rx="6" fill="#B5401F"/>
<path d="M6 16 16 7l10 9" fill="none" stroke="#FFFFFF" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M9 15v11h14V15" fill="#FFFFFF"/>
<rect x="14" y="19" width="4" height="7" fill="#B5401F"/>
</svg>`,
  },
};
