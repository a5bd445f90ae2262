// The tenant's logo, centred in a bounded box whatever the image's own size or proportions; on a
// white plate in forced colours, where the artwork's dark lettering would vanish on a dark canvas.
export function TenantLogo({ src, alt }: { src: string; alt: string }) {
  return (
    <div className="mx-auto mb-6 flex h-11 max-w-60 items-center justify-center">
      {/* eslint-disable-next-line @next/next/no-img-element -- the logo is the tenant's, served by its own origin */}
      <img src={src} alt={alt} height={44} className="kc-plate h-full w-auto max-w-full object-contain" />
    </div>
  );
}
