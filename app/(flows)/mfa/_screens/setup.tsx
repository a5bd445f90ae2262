// The screens around the setup (SPEC §2): the registration reminder, the benefits page, the
// alternate options (the method choice), the setup-dismiss confirmation and the MFA-update
// confirmation.
import { getTranslations } from 'next-intl/server';
import { Banner } from '@/components/banner';
import { Button, ButtonLink, TextLink } from '@/components/button';
import { Icon } from '@/components/icon';
import { PageActions, PageCard } from '@/components/page-card';
import { PostButton } from '@/components/post-button';
import { RadioCards } from '@/components/radio-cards';
import { partnerProduct } from '@/lib/mfa/product';
import { mfaHref } from '@/lib/mfa/steps';
import { requireTenant } from '@/lib/request-context';
import type { MfaMethod } from '@/lib/upstream/contract';

export async function Reminder({ daysLeft }: { daysLeft: number }) {
  const t = await getTranslations('mfa.reminder');
  return (
    <PageCard heading={t('heading')} tone="info">
      <p className="mb-2">{t('body')}</p>
      <p className="font-medium">{t('daysLeft', { days: daysLeft })}</p>
      <PageActions>
        <ButtonLink href={mfaHref('app')}>{t('secure')}</ButtonLink>
        <ButtonLink href={mfaHref('later')} variant="secondary">
          {t('later')}
        </ButtonLink>
      </PageActions>
      <ul className="mt-5 space-y-2 text-sm">
        <li>
          <TextLink href={mfaHref('benefits')}>{t('why')}</TextLink>
        </li>
        <li>
          <TextLink href={mfaHref('options')}>{t('otherOptions')}</TextLink>
        </li>
      </ul>
    </PageCard>
  );
}

export async function Benefits({ canSkip }: { canSkip: boolean }) {
  const [t, tr, tc] = await Promise.all([getTranslations('mfa.benefits'), getTranslations('mfa.reminder'), getTranslations('common')]);
  const points = [
    [t('quickTitle'), t('quickBody')],
    [t('rarelyTitle'), t('rarelyBody')],
    [t('landlineTitle'), t('landlineBody')],
  ];
  return (
    <PageCard heading={t('heading')}>
      <p className="mb-4">{t('intro')}</p>
      <ul className="mb-2 space-y-3">
        {points.map(([title, body]) => (
          <li key={title} className="flex gap-3">
            <Icon name="check" className="mt-1 size-4 shrink-0 text-success" />
            <span>
              <strong className="block font-semibold">{title}</strong>
              <span className="text-on-muted">{body}</span>
            </span>
          </li>
        ))}
      </ul>
      <PageActions>
        <ButtonLink href={mfaHref('app')}>{tr('secure')}</ButtonLink>
        <ButtonLink href={canSkip ? '/mfa' : mfaHref('options')} variant="secondary">
          {tc('back')}
        </ButtonLink>
      </PageActions>
    </PageCard>
  );
}

/**
 * The alternate options: a GET form, so the choice needs no handler and works without JavaScript.
 * `cancelledOnPhone`: back here from the partner app's back button, which says so, the app still chosen.
 */
export async function Options({ canSkip, required, cancelledOnPhone = false }: { canSkip: boolean; required: boolean; cancelledOnPhone?: boolean }) {
  const [t, tm, tenant] = await Promise.all([getTranslations('mfa.options'), getTranslations('mfa.mobile'), requireTenant()]);
  const product = partnerProduct(tenant);
  return (
    <PageCard heading={t('heading')}>
      {cancelledOnPhone ? <Banner tone="info">{tm('cancelled')}</Banner> : null}
      {required ? <p className="mb-2 font-medium">{t('required')}</p> : null}
      <p className="mb-4">{t('intro')}</p>
      <form method="get" action="/mfa">
        <RadioCards
          name="step"
          legend={t('legend')}
          defaultValue={cancelledOnPhone ? 'mobile' : 'app'}
          options={[
            { value: 'app', label: t('appTitle'), description: t('appBody') },
            { value: 'sms', label: t('smsTitle'), description: t('smsBody') },
            { value: 'voice', label: t('voiceTitle'), description: t('voiceBody') },
            { value: 'mobile', label: t('mobileTitle', { product }), description: t('mobileBody') },
          ]}
        />
        <Button type="submit">{t('continue')}</Button>
      </form>
      {canSkip ? (
        <p className="mt-5 text-center text-sm">
          <TextLink href={mfaHref('later')}>{t('later')}</TextLink>
        </p>
      ) : null}
    </PageCard>
  );
}

export async function Later({ daysLeft }: { daysLeft: number }) {
  const [t, tr] = await Promise.all([getTranslations('mfa.later'), getTranslations('mfa.reminder')]);
  return (
    <PageCard heading={t('heading')} tone="warning">
      <p className="mb-2">{t('body')}</p>
      <p className="font-medium">{tr('daysLeft', { days: daysLeft })}</p>
      <PageActions>
        <ButtonLink href={mfaHref('options')}>{t('setUpNow')}</ButtonLink>
        <PostButton action="/api/mfa/later" variant="secondary">
          {t('confirm')}
        </PostButton>
      </PageActions>
    </PageCard>
  );
}

/** How the user's current device is named in a sentence ("text messages to the number ending in 42"). */
export async function currentMethodText(method: MfaMethod | null): Promise<string> {
  const [t, tenant] = await Promise.all([getTranslations('mfa.update'), requireTenant()]);
  const hint = method?.phoneHint ?? '';
  switch (method?.deliveryType) {
    case 'sms':
      return t('currentSms', { hint });
    case 'voice':
      return t('currentVoice', { hint });
    case 'mobile-app':
      // Named by its product, as every other page names it.
      return t('currentMobileApp', { product: partnerProduct(tenant) });
    default:
      return t('currentApp');
  }
}

export async function UpdateConfirm({ current }: { current: MfaMethod | null }) {
  const t = await getTranslations('mfa.update');
  return (
    <PageCard heading={t('heading')} tone="warning">
      <p>{t('body', { current: await currentMethodText(current) })}</p>
      <PageActions>
        <ButtonLink href={mfaHref('options')}>{t('replace')}</ButtonLink>
        <PostButton action="/api/mfa/keep" variant="secondary">
          {t('keep')}
        </PostButton>
      </PageActions>
    </PageCard>
  );
}
