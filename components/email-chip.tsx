// The account being signed in, as a chip back to the e-mail stage ("← ada@seaside.test"). A long
// address gives way in its local part (cut with an ellipsis before the "@"), never in its domain,
// which says whose account it is; the link's name is always the whole address.
export function EmailChip({ href, email, label }: { href: string; email: string; label: string }) {
  const at = email.lastIndexOf('@');
  const [local, domain] = at > 0 ? [email.slice(0, at), email.slice(at)] : [email, ''];
  return (
    <a
      href={href}
      className="mb-4 inline-flex min-h-9 max-w-full items-center gap-2 rounded-full border border-edge px-3 py-1 text-sm text-on-surface no-underline hover:bg-page"
      aria-label={label}
    >
      <span aria-hidden="true">←</span>
      <span className="flex min-w-0">
        <span className="truncate">{local}</span>
        {/* A domain wider than the chip itself wraps rather than overflows. */}
        <span className="max-w-full shrink-0 [overflow-wrap:anywhere]">{domain}</span>
      </span>
    </a>
  );
}
