// /login and /login/email: the e-mail stage (SPEC §2), after a silent sign-in when this browser has
// an IdP session, so the form is never shown to a signed-in user.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Banner } from '@/components/banner';
import { ButtonLink } from '@/components/button';
import { Divider } from '@/components/divider';
import { NoScriptNote } from '@/components/no-script-note';
import { PasskeyButton } from '@/components/passkey-button';
import { config } from '@/lib/config';
import { passkeyOfferFor } from '@/lib/passkeys/availability';
import { parseHost } from '@/lib/tenant/host';
import { PageCard } from '@/components/page-card';
import { formText } from '@/lib/form-text';
import { flowQuery, withQuery } from '@/lib/flows/flow-state';
import { parseLoginQuery } from '@/lib/flows/login-params';
import { titleMetadata } from '@/lib/page-title';
import { COOKIE } from '@/lib/sign-in/cookies';
import { messageOf } from '@/lib/validation/form-schema';
import { loginContext, type SearchParams } from '../login-context';
import { EmailForm } from './email-form';

type Props = { searchParams: SearchParams };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return titleMetadata(parseLoginQuery(await searchParams).activateSuccess ? 'loginActivated' : 'login');
}

export default async function EmailStagePage({ searchParams }: Props) {
  const [{ tenant, ctx, jar, flash, query, flow, errors, inProgress, sharedComputer, frontDesk, hidden }, t, tp, tc, text] = await Promise.all([
    loginContext(searchParams, 'email'),
    getTranslations('login'),
    getTranslations('passkey'),
    getTranslations('common'),
    formText('email'),
  ]);
  // `changeEmail` is this page's own switch: show the field empty although an e-mail is remembered.
  const changing = (await searchParams).changeEmail === 'true';
  const remembered = jar.get(COOKIE.lastEmail)?.value;
  const defaultEmail = changing ? '' : (flash?.values?.email ?? query.email ?? inProgress ?? remembered ?? '');
  // SPEC §6, the server's half: the browser's (WebAuthn, a platform authenticator) is the button's.
  const offer = passkeyOfferFor({
    passkeysEnabled: tenant.passkeysEnabled,
    rpId: tenant.passkeyRpId,
    host: parseHost(ctx.host) ?? '',
    iid: flow.iid,
    email: remembered,
    allowlist: config().passkeyEmailAllowlist,
  });
  const emailError = errors.email === 'fieldRequired' || errors.email === 'invalidEmailInput' ? errors.email : undefined;
  return (
    <PageCard heading={query.activateSuccess ? t('headingActivated') : t('heading')} focusHeading={!emailError}>
      {query.loggedOut ? <Banner tone="success">{t('loggedOut')}</Banner> : null}
      {query.resetPassword ? <Banner tone="success">{t('passwordReset')}</Banner> : null}
      {query.activateSuccess ? <Banner tone="success">{t('accountCreated')}</Banner> : null}
      <EmailForm
        flow={hidden}
        defaultEmail={defaultEmail}
        changeHref={defaultEmail && defaultEmail === remembered ? withQuery('/login/email', flowQuery(flow, { changeEmail: 'true' })) : undefined}
        remember={remembered !== undefined}
        shared={sharedComputer}
        frontDesk={frontDesk}
        initialErrors={{ ...(emailError ? { email: emailError } : {}), ...(errors.form && messageOf(text, errors.form) ? { form: errors.form } : {}) }}
        text={text}
      />
      {/* Issue 38: before the passkey button, which a browser without one takes away (nothing below it moves). */}
      {tenant.badgeSignIn ? (
        <>
          <Divider label={tc('or')} />
          <ButtonLink href={withQuery('/login/badge', flowQuery(flow))} variant="secondary">
            {t('badgeSignIn')}
          </ButtonLink>
        </>
      ) : null}
      {offer === 'never' ? null : (
        <div className={tenant.badgeSignIn ? 'mt-3' : undefined}>
          <PasskeyButton
            ceremony="sign-in"
            offer={offer}
            autofill
            extra={{ flow: hidden }}
            divider={tenant.badgeSignIn ? undefined : tc('or')}
            variant="secondary"
            label={tp('signIn')}
            text={{ cancelled: tp('cancelled'), expired: tp('expired'), network: text.network }}
          />
          <NoScriptNote className="mt-5 text-sm text-on-muted">{tp('needsJavaScript')}</NoScriptNote>
        </div>
      )}
    </PageCard>
  );
}
