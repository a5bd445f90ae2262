// The last step of a registration (SPEC §2: registration success; step 4 of 4 on every path, after
// the recovery codes' step 3). Continue goes on with the sign-in to the calling application.
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/button';
import { PageActions, PageCard } from '@/components/page-card';
import { Stepper } from '@/components/stepper';
import { partnerProduct } from '@/lib/mfa/product';
import { stepsOf, type SetupMethod } from '@/lib/mfa/screen';
import { requireTenant } from '@/lib/request-context';

export async function Success({ method }: { method: SetupMethod }) {
  const [t, tc, tenant] = await Promise.all([getTranslations('mfa.success'), getTranslations('common'), requireTenant()]);
  const total = stepsOf(method);
  return (
    <PageCard heading={t('heading')} tone="success">
      <Stepper step={total} of={total} label={tc('stepOf', { step: total, total })} />
      <p className="mb-2">{{ app: t('app'), sms: t('sms'), voice: t('voice'), 'mobile-app': t('mobileApp', { product: partnerProduct(tenant) }) }[method]}</p>
      <p>{t('rarely')}</p>
      <PageActions>
        <ButtonLink href="/authorize">{t('continue')}</ButtonLink>
      </PageActions>
    </PageCard>
  );
}
