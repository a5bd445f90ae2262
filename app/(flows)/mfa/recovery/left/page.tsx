// /mfa/recovery/left (issue 25): after a recovery code signed the user in, how many are left; from
// three down, a warning and "Get new codes" (shown once, as after a registration). Reached once, by
// the flash the code's handler leaves; then the sign-in goes on.
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { ButtonLink } from '@/components/button';
import { Banner } from '@/components/banner';
import { PageActions, PageCard } from '@/components/page-card';
import { PostButton } from '@/components/post-button';
import { FEW_RECOVERY_CODES } from '@/lib/mfa/recovery-codes';
import { titleMetadata } from '@/lib/page-title';
import { getFlash } from '@/lib/session/flash';
import { getSession } from '@/lib/session/session';

export const generateMetadata = () => titleMetadata('mfaRecoveryLeft');

export default async function RecoveryLeftPage() {
  const [session, flash, t] = await Promise.all([getSession(), getFlash(), getTranslations('mfa.recoveryLeft')]);
  if (!session) redirect('/');
  const left = flash?.notice === 'recoveryCodeUsed' ? Number(flash.values?.left) : NaN;
  if (!Number.isInteger(left) || left < 0) redirect('/authorize');
  // During an MFA reset the codes go with the device: no new ones to offer before it.
  const few = left <= FEW_RECOVERY_CODES && session.flow.purpose !== 'for-mfa-reset';
  return (
    <PageCard heading={t('heading')} tone={few ? 'warning' : 'success'}>
      <p className="mb-4">{t('left', { count: left })}</p>
      {few ? <Banner tone="warning">{t('few')}</Banner> : null}
      <PageActions>
        {few ? <PostButton action="/api/mfa/recovery-codes/new">{t('newCodes')}</PostButton> : null}
        <ButtonLink href="/authorize" variant={few ? 'secondary' : 'primary'}>
          {t('continue')}
        </ButtonLink>
      </PageActions>
    </PageCard>
  );
}
