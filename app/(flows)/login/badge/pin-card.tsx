// The PIN pages' card (issue 38): whose badge it is (the first name, the masked e-mail, and "Not you?",
// which forgets the badge and goes back to the badge stage), the page's own form, and the help link.
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { EmailChip } from '@/components/email-chip';
import { HelpLink } from '@/components/help-link';
import { NotYou } from '@/components/not-you';
import { PageCard } from '@/components/page-card';
import type { Locale } from '@/lib/upstream/contract';
import type { Theme } from '@/lib/upstream/tenants';

type Props = {
  heading: string;
  badge: { firstName: string | null; maskedEmail: string };
  /** The flow's fields, for "Not you?". */
  values: Record<string, string>;
  theme: Theme;
  locale: Locale;
  children: ReactNode;
};

export async function BadgePinCard({ heading, badge, values, theme, locale, children }: Props) {
  const t = await getTranslations('badge');
  return (
    <PageCard heading={heading} focusHeading={false}>
      {badge.firstName ? <p className="mb-2">{t('pinFor', { name: badge.firstName })}</p> : null}
      <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2" data-varies>
        <EmailChip email={badge.maskedEmail} />
        <NotYou action="/api/login/badge/not-you" values={values} />
      </div>
      {children}
      <ul className="mt-5 space-y-2 text-sm">
        <li>
          <HelpLink theme={theme} locale={locale} />
        </li>
      </ul>
    </PageCard>
  );
}
