// /account/set-up: issue 38's one screen after a temporary pass's sign-in, where the person sets up
// how they will log in from now on: a passkey where the tenant and this browser allow (its button
// needs JavaScript), else (or instead) a new password and, where a second factor is asked, the
// authenticator app with its first code. Only a session at this step sees it.
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { Divider } from '@/components/divider';
import { NoScriptNote } from '@/components/no-script-note';
import { PageCard } from '@/components/page-card';
import { PasskeyButton } from '@/components/passkey-button';
import { PostButton } from '@/components/post-button';
import { formText } from '@/lib/form-text';
import { isHostUnderRpId } from '@/lib/passkeys/availability';
import { strengthMeterProps } from '@/lib/passwords/new-password';
import { titleMetadata } from '@/lib/page-title';
import { getRequestContext, requireTenant } from '@/lib/request-context';
import { openCeremony } from '@/lib/session/ceremony';
import { getFormFlash } from '@/lib/session/flash';
import { sessionAtStep } from '@/lib/session/page-guard';
import { COOKIE } from '@/lib/sign-in/cookies';
import { SET_UP_PATH, secondFactorAsked } from '@/lib/sign-in/set-up';
import { parseHost } from '@/lib/tenant/host';
import { AppKey } from '../../mfa/_screens/app-key';
import { hasFieldError } from '@/lib/validation/form-schema';
import { SET_UP_FIELDS } from '@/lib/validation/account';
import { SetUpForm } from './set-up-form';

export const generateMetadata = () => titleMetadata('setUp');

export default async function SetUpPage() {
  const session = await sessionAtStep(SET_UP_PATH);
  const [tenant, ctx, jar, flash, t, tp, tc, tm, text] = await Promise.all([
    requireTenant(),
    getRequestContext(),
    cookies(),
    getFormFlash(),
    getTranslations('setUp'),
    getTranslations('passkey'),
    getTranslations('common'),
    getTranslations('mfa.code'),
    formText('setUp'),
  ]);
  const asked = secondFactorAsked(session);
  const app = asked ? await openCeremony(jar.get(COOKIE.ceremony)?.value, 'mfa', session.identity.uuid) : null;
  const registration = app?.purpose === 'register' && app.secret && app.otpauthUri ? { secret: app.secret, otpauthUri: app.otpauthUri } : null;
  // SPEC §6's server half: this tenant has passkeys, and this host is under its relying party.
  const passkeys = tenant.passkeysEnabled && isHostUnderRpId(parseHost(ctx.host) ?? '', tenant.passkeyRpId);
  const errors = flash?.errors ?? {};
  return (
    <PageCard heading={t('heading')} focusHeading={!hasFieldError(errors, SET_UP_FIELDS)}>
      <p className="mb-5">{t('intro')}</p>
      {passkeys ? (
        <section aria-labelledby="set-up-passkey" className="mb-2">
          <h2 id="set-up-passkey" className="kc-subheading">
            {t('passkeyTitle')}
          </h2>
          <p className="mb-4">{t('passkeyIntro')}</p>
          <PasskeyButton
            ceremony="enrol"
            extra={{ setUp: true }}
            label={t('createPasskey')}
            text={{ cancelled: tp('cancelled'), expired: tp('expired'), network: text.network }}
          />
          <NoScriptNote className="mt-3 text-sm text-on-muted">{tp('needsJavaScript')}</NoScriptNote>
          <Divider label={tc('or')} />
        </section>
      ) : null}
      <section aria-labelledby="set-up-password">
        <h2 id="set-up-password" className="kc-subheading">
          {t('passwordTitle')}
        </h2>
        {asked && !registration ? (
          // The app's registration could not begin, or its ten minutes ran out: a new QR code first.
          <div className="mb-5">
            <p className="mb-4">{t('appIntro')}</p>
            <PostButton action="/api/account/set-up/app" variant="secondary">
              {t('newAppCode')}
            </PostButton>
          </div>
        ) : (
          <SetUpForm
            email={session.identity.email}
            withCode={asked}
            app={
              registration ? (
                <div className="mb-5">
                  <h3 className="mb-2 font-semibold">{t('appTitle')}</h3>
                  <p className="mb-4">{t('appIntro')}</p>
                  <AppKey secret={registration.secret} otpauthUri={registration.otpauthUri} account={session.identity.email} />
                </div>
              ) : null
            }
            initialErrors={errors}
            initialDetail={flash?.detail}
            text={{ ...text, appCode: tm('label') }}
            {...await strengthMeterProps(session.identity, flash?.detail?.strength)}
          />
        )}
      </section>
    </PageCard>
  );
}
