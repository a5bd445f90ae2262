// A QR code (an SVG rendered on the server, in the page or as an image of its own: no JavaScript needed) on a white plate (its quiet zone is in the SVG),
// which stays black on white in forced colours; its label says what it is for.
export function QrFrame({ label, ...code }: { label: string } & ({ svg: string } | { src: string })) {
  const plate = 'kc-plate size-52 overflow-hidden rounded-md border border-edge bg-white';
  return (
    <figure className="mb-4 flex flex-col items-center">
      {'src' in code ? (
        // An image of its own (a secret's code, drawn per session): the page does not carry its markup.
        // eslint-disable-next-line @next/next/no-img-element -- a no-store SVG of this session's: nothing for next/image to optimise
        <img src={code.src} alt={label} width={208} height={208} className={plate} />
      ) : (
        <div
          role="img"
          aria-label={label}
          className={`${plate} [&>svg]:size-full`}
          // The markup is the qrcode package's own output for a value we chose: no user HTML.
          dangerouslySetInnerHTML={{ __html: code.svg }}
        />
      )}
    </figure>
  );
}
