// A link that opens in a new tab and says so (an icon, and words for screen readers), without
// handing the new page a reference to ours or our address.
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ButtonLink, TextLink, type Variant } from './button';

export async function ExternalLink({
  href,
  variant = 'link',
  className,
  children,
}: {
  href: string;
  variant?: Variant;
  className?: string;
  children: ReactNode;
}) {
  const t = await getTranslations('common');
  const content = (
    <>
      {children}
      <svg
        aria-hidden="true"
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        className="ml-1 inline-block align-[-1px]"
      >
        <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </svg>
      <span className="sr-only"> {t('opensInNewTab')}</span>
    </>
  );
  const props = { href, target: '_blank', rel: 'noopener noreferrer', className };
  return variant === 'link' ? (
    <TextLink {...props}>{content}</TextLink>
  ) : (
    <ButtonLink {...props} variant={variant}>
      {content}
    </ButtonLink>
  );
}
