// The ways out of an MFA verification (design review finding 1): whose account is being signed in,
// with "Not you? Sign in as someone else" (which ends this sign-in: app/api/mfa/not-you), and "Try
// another way", a disclosure named for the method that lists what this account can do instead. Both
// are plain forms and a <details>: they work without JavaScript and ship none.
import { getTranslations } from 'next-intl/server';
import { Button, TextLink } from '@/components/button';
import { RECOVERY_PATH } from '@/lib/mfa/recovery-screen';
import { EmailChip } from '@/components/email-chip';
import { NotYou } from '@/components/not-you';
import { AfterCountdown } from '@/components/countdown';
import { ExternalLink } from '@/components/external-link';
import { HiddenFields } from '@/components/hidden-fields';
import type { CodePage } from '@/lib/mfa/pages';
import { partnerProduct } from '@/lib/mfa/product';
import { requireTenant } from '@/lib/request-context';
import type { DeliveryType, PhoneDelivery } from '@/lib/upstream/contract';

/** The account being signed in (the look of the password stage's e-mail chip), and "Not you?". */
export function SigningInAs({ email }: { email: string }) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">
      <EmailChip email={email} />
      <NotYou action="/api/mfa/not-you" />
    </div>
  );
}

type TryAnotherWayProps = {
  /** The method being verified with now (for a phone: the way the last code went). */
  method: DeliveryType;
  page: CodePage;
  /** Seconds until another code may be sent: the other delivery waits for them, as the resend does (SPEC §4). */
  resendSeconds?: number;
};

/** "Can't use your authenticator app / phone / the {product} app?": what this account can do instead. */
export async function TryAnotherWay({ method, page, resendSeconds = 0 }: TryAnotherWayProps) {
  const [t, tcode, tc, tenant] = await Promise.all([getTranslations('mfa.wayOut'), getTranslations('mfa.code'), getTranslations('common'), requireTenant()]);
  const summary = method === 'totp' ? t('cantUseApp') : method === 'mobile-app' ? t('cantUseProduct', { product: partnerProduct(tenant) }) : t('cantUsePhone');
  const other: PhoneDelivery | null = method === 'sms' ? 'voice' : method === 'voice' ? 'sms' : null;
  return (
    <details className="mt-5 text-sm">
      <summary className="kc-link cursor-pointer">{summary}</summary>
      <ul className="mt-3 space-y-2 ps-4">
        {/* Issue 25: a saved recovery code stands in for any method. */}
        <li>
          <TextLink href={RECOVERY_PATH}>{t('useRecoveryCode')}</TextLink>
        </li>
        {other ? (
          <AfterCountdown seconds={resendSeconds}>
            <li>
              <form method="post" action="/api/mfa/resend">
                <HiddenFields values={{ page, deliveryType: other }} />
                <Button type="submit" variant="link">
                  {other === 'voice' ? tcode('sendVoice') : tcode('sendSms')}
                </Button>
              </form>
            </li>
          </AfterCountdown>
        ) : null}
        <li>
          <ExternalLink href={tenant.theme.links.contactSupportUrl}>{tc('contactSupport')}</ExternalLink>
        </li>
      </ul>
    </details>
  );
}
