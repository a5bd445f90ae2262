// A link that opens in a new tab and says so (an icon, and words for screen readers), without
// handing the new page a reference to ours or our address.
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ButtonLink, type Variant } from './button';
import { Icon } from './icon';

type ExternalLinkProps = {
  href: string;
  variant?: Variant;
  className?: string;
  /** The language of the page it opens, where that is not the page's own. */
  hrefLang?: string;
  children: ReactNode;
};

/** The link, given the translated "(opens in a new tab)": synchronous, for the layout's own parts. */
export function NewTabLink({ href, variant = 'link', className, hrefLang, newTabLabel, children }: ExternalLinkProps & { newTabLabel: string }) {
  return (
    <ButtonLink href={href} target="_blank" rel="noopener noreferrer" variant={variant} className={className} hrefLang={hrefLang}>
      {children}
      <Icon name="external" className="ml-1 size-3.5 align-[-2px]" />
      <span className="sr-only"> {newTabLabel}</span>
    </ButtonLink>
  );
}

export async function ExternalLink(props: ExternalLinkProps) {
  const t = await getTranslations('common');
  return <NewTabLink {...props} newTabLabel={t('opensInNewTab')} />;
}
