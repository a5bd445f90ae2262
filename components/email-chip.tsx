// The account being signed in, as a chip: on the password stage a link back to the e-mail stage
// ("← ada@seaside.test"), on the MFA screens plain text; both beside "Not you?". A long address gives way
// in its local part (cut with an ellipsis before the "@"), never in its domain, which says whose
// account it is; a link's name is always the whole address.
const CHIP = 'inline-flex min-h-9 max-w-full items-center gap-2 rounded-full border border-edge px-3 py-1 text-sm text-on-surface';

function Address({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const [local, domain] = at > 0 ? [email.slice(0, at), email.slice(at)] : [email, ''];
  return (
    <span className="flex min-w-0">
      <span className="truncate">{local}</span>
      {/* A domain wider than the chip itself wraps rather than overflows. */}
      <span className="max-w-full shrink-0 [overflow-wrap:anywhere]">{domain}</span>
    </span>
  );
}

type EmailChipProps = { email: string } & ({ href: string; label: string } | { href?: undefined; label?: undefined });

export function EmailChip({ href, email, label }: EmailChipProps) {
  if (!href) {
    return (
      <p className={CHIP} data-testid="account-chip">
        <Address email={email} />
      </p>
    );
  }
  return (
    <a href={href} className={`${CHIP} no-underline hover:bg-page`} aria-label={label}>
      <span aria-hidden="true">←</span>
      <Address email={email} />
    </a>
  );
}
