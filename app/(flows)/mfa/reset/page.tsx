// /mfa/reset: SPEC's MFA reset for the purpose for-mfa-reset: confirm, reset (POST /mfa/reset), then
// the reset success, whose continue returns to the stored MFA-reset redirect URI.
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { ButtonLink } from '@/components/button';
import { PageActions, PageCard } from '@/components/page-card';
import { PostButton } from '@/components/post-button';
import { titleMetadata } from '@/lib/page-title';
import { getFlash } from '@/lib/session/flash';
import { sessionAtStep } from '@/lib/session/page-guard';
import { getSession } from '@/lib/session/session';
import { currentMethodText } from '../_screens/setup';

export const generateMetadata = () => titleMetadata('mfaReset');

export default async function MfaResetPage() {
  const [session, flash, t] = await Promise.all([getSession(), getFlash(), getTranslations('mfa.reset')]);
  if (!session) redirect('/');
  if (flash?.notice === 'mfaReset') {
    return (
      <PageCard heading={t('doneHeading')} tone="success">
        <p>{t('doneBody')}</p>
        <PageActions>
          <ButtonLink href="/authorize">{t('continue')}</ButtonLink>
        </PageActions>
      </PageCard>
    );
  }
  const atStep = await sessionAtStep('/mfa/reset');
  return (
    <PageCard heading={t('heading')} tone="warning">
      <p>{t('body', { current: await currentMethodText(atStep.identity.mfaMethod) })}</p>
      <PageActions>
        <PostButton action="/api/mfa/reset">{t('confirm')}</PostButton>
        <PostButton action="/api/mfa/reset/cancel" variant="secondary">
          {t('cancel')}
        </PostButton>
      </PageActions>
    </PageCard>
  );
}
