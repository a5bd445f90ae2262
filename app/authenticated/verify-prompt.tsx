// The Authenticated page's e-mail-verification prompt (SPEC §2, §4): the e-mail, a send button, the
// 24-hour note and a support link; after sending, check-your-inbox with a way back to the prompt.
import { getTranslations } from 'next-intl/server';
import { TextLink } from '@/components/button';
import { SentenceWithEmail } from '@/components/email-address';
import { ExternalLink } from '@/components/external-link';
import { PageActions, PageCard } from '@/components/page-card';
import { PostButton } from '@/components/post-button';
import { EMAIL_VERIFICATION_TTL_HOURS } from '@/lib/upstream/contract';
import type { Tenant } from '@/lib/upstream/tenants';
import { unbroken } from '@/components/unbroken';

export async function VerifyPrompt({ email, sent, tenant }: { email: string; sent: boolean; tenant: Tenant }) {
  const [t, tc] = await Promise.all([getTranslations('verifyPrompt'), getTranslations('common')]);
  const support = (
    <p className="text-sm">
      <ExternalLink href={tenant.theme.links.contactSupportUrl}>{tc('contactSupport')}</ExternalLink>
    </p>
  );
  if (sent) {
    return (
      <PageCard heading={t('sentHeading')} tone="info">
        <p role="status">
          <SentenceWithEmail say={(email) => t('sentBody', { email })} email={email} />
        </p>
        <PageActions>
          <p className="text-sm">
            <TextLink href="/authenticated">{t('didNotReceive')}</TextLink>
          </p>
          {support}
        </PageActions>
      </PageCard>
    );
  }
  return (
    <PageCard heading={t('heading')}>
      <p className="mb-2">
        <SentenceWithEmail say={(email) => t('body', { email })} email={email} />
      </p>
      <p className="mb-5 text-sm text-on-muted">{unbroken(t('validity', { hours: EMAIL_VERIFICATION_TTL_HOURS }))}</p>
      <PostButton action="/api/verify-email/send">{t('send')}</PostButton>
      <PageActions>{support}</PageActions>
    </PageCard>
  );
}
