// A QR code (an SVG rendered on the server: no JavaScript needed) on a white plate (its quiet zone is in the SVG),
// which stays black on white in forced colours; its label says what it is for.
export function QrFrame({ svg, label }: { svg: string; label: string }) {
  return (
    <figure className="mb-4 flex flex-col items-center">
      <div
        role="img"
        aria-label={label}
        className="kc-plate size-52 overflow-hidden rounded-md border border-edge bg-white [&>svg]:size-full"
        // The markup is the qrcode package's own output for a value we chose: no user HTML.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    </figure>
  );
}
