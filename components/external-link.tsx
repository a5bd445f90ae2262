// A link that opens in a new tab and says so (an icon, and words for screen readers), without
// handing the new page a reference to ours or our address.
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ButtonLink, TextLink, type Variant } from './button';
import { Icon } from './icon';

type ExternalLinkProps = { href: string; variant?: Variant; className?: string; children: ReactNode };

/** The link, given the translated "(opens in a new tab)": synchronous, for the layout's own parts. */
export function NewTabLink({ href, variant = 'link', className, newTabLabel, children }: ExternalLinkProps & { newTabLabel: string }) {
  const content = (
    <>
      {children}
      <Icon name="external" className="ml-1 size-3.5 align-[-2px]" />
      <span className="sr-only"> {newTabLabel}</span>
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

export async function ExternalLink(props: ExternalLinkProps) {
  const t = await getTranslations('common');
  return <NewTabLink {...props} newTabLabel={t('opensInNewTab')} />;
}
