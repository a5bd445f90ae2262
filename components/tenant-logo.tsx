// The tenant's logo, centred in a bounded box whatever the image's own size or proportions; on a
// white plate in forced colours, where the artwork's dark lettering would vanish on a dark canvas.
// Issue 27: in the dark scheme, the theme's dark logo (images.logoDark) where it has one, else the
// logo on a plate of the theme's light card. Forced colours always show the light logo on its plate.
import type { SchemeChoice } from '@/lib/tenant/scheme';

/** When the dark logo shows: in the dark scheme, and never in forced colours (their plate is white). */
const DARK_LOGO_WHEN: Record<SchemeChoice, string | null> = {
  system: '(prefers-color-scheme: dark) and (forced-colors: none)',
  dark: '(forced-colors: none)',
  light: null,
};

export function TenantLogo({ src, darkSrc, scheme, alt }: { src: string; darkSrc?: string; scheme: SchemeChoice; alt: string }) {
  const darkWhen = darkSrc ? DARK_LOGO_WHEN[scheme] : null;
  /* eslint-disable-next-line @next/next/no-img-element -- the logo is the tenant's, served by its own origin */
  const img = <img src={src} alt={alt} height={44} className={`kc-plate h-full w-auto max-w-full object-contain ${darkSrc ? '' : 'kc-logo-plate'}`} />;
  return (
    <div className="mx-auto mb-6 flex h-11 max-w-60 items-center justify-center">
      {darkWhen ? (
        <picture className="contents">
          {/* Whitespace and commas separate a srcset's candidates: in the address they are encoded. */}
          <source srcSet={darkSrc!.replace(/[\s,]/g, encodeURIComponent)} media={darkWhen} />
          {img}
        </picture>
      ) : (
        img
      )}
    </div>
  );
}
