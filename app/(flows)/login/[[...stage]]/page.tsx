// /login/{stage?}: the e-mail stage, then the password stage (SPEC §2). A silent sign-in first when
// this browser has an IdP session, so the form is never shown to a signed-in user.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { Banner } from '@/components/banner';
import { PageCard } from '@/components/page-card';
import { TextLink } from '@/components/button';
import { loginHelpUrl } from '@/lib/flows/help-links';
import { flowQuery, parseLoginQuery, withQuery, type FlowParams, type LoginQuery } from '@/lib/flows/login-params';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { shouldTrySilentSignIn } from '@/lib/flows/silent-sign-in';
import { logger } from '@/lib/logger';
import { titleMetadata } from '@/lib/page-title';
import { requireTenant, getRequestContext } from '@/lib/request-context';
import { COOKIE } from '@/lib/session/cookies';
import { getFlash } from '@/lib/session/flash';
import { getPartnerHelpLink } from '@/lib/upstream/partners';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';

type Props = { params: Promise<{ stage?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

function stageOf(segments: string[] | undefined): 'email' | 'password' | null {
  if (!segments || segments.length === 0) return 'email';
  if (segments.length > 1) return null;
  return segments[0] === 'email' || segments[0] === 'password' ? segments[0] : null;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [stage, query] = [stageOf((await params).stage), parseLoginQuery(await searchParams)];
  if (stage === 'password') return titleMetadata('loginPassword');
  return titleMetadata(query.activateSuccess ? 'loginActivated' : 'login');
}

/** Flow parameters as hidden form fields. */
function hidden(flow: FlowParams): Record<string, string | undefined> {
  return Object.fromEntries(new URLSearchParams(flowQuery({ ...flow, email: undefined })).entries());
}

export default async function LoginPage({ params, searchParams }: Props) {
  const stage = stageOf((await params).stage);
  if (!stage) notFound();
  const [tenant, ctx, jar, flash, t, tv, te] = await Promise.all([
    requireTenant(),
    getRequestContext(),
    cookies(),
    getFlash(),
    getTranslations('login'),
    getTranslations('validation'),
    getTranslations('errors'),
  ]);
  const raw = parseLoginQuery(await searchParams);
  // A redirect URI the tenant does not allow is dropped here, so it is never carried or stored.
  const query: LoginQuery = { ...raw, redirectUri: allowedRedirectUri(raw.redirectUri ?? flash?.redirectUri, tenant.tenant.redirectUris) };
  const flow: FlowParams = { ...query };

  if (shouldTrySilentSignIn({ query, stage, signedInBefore: jar.has(COOKIE.ssoHint), skipSilent: flash?.skipSilent === true })) {
    redirect(withQuery('/api/login/silent', flowQuery(flow)));
  }

  const errorText: Record<string, string> = {
    fieldRequired: tv('fieldRequired'),
    invalidEmailInput: tv('invalidEmailInput'),
    network: te('network'),
    invalidCredentials: te('invalidCredentials'),
    badRequest: te('badRequest'),
    sessionExpired: te('sessionExpired'),
  };
  const initialError = query.error && query.error in errorText ? query.error : undefined;

  if (stage === 'password') {
    const email = flash?.email ?? query.email;
    if (!email) redirect(withQuery('/login/email', flowQuery(flow)));
    const partnerHelp = query.partnerCode
      ? await getPartnerHelpLink(query.partnerCode, email, ctx.locale, ctx.traceToken).catch((err: unknown) => {
          logger.warn({ traceToken: ctx.traceToken, err: String(err) }, 'partner help link unavailable');
          return null;
        })
      : null;
    return (
      <PageCard heading={t('heading')}>
        <a
          href={withQuery('/login/email', flowQuery({ ...flow, email }))}
          className="mb-4 inline-flex max-w-full items-center gap-2 rounded-full border border-gray-300 px-3 py-1 text-sm hover:bg-muted"
          aria-label={t('backToEmail', { email })}
        >
          <span aria-hidden="true">←</span>
          <span className="truncate">{email}</span>
        </a>
        <PasswordForm
          email={email}
          flow={hidden(flow)}
          initialError={initialError}
          text={{ ...errorText, passwordLabel: t('passwordLabel'), showPassword: t('showPassword'), hidePassword: t('hidePassword'), submit: t('submit'), submitting: t('submitting') }}
        />
        <ul className="mt-5 space-y-2 text-sm">
          <li>
            <TextLink href={withQuery('/reset-password', new URLSearchParams({ email }).toString())}>{t('forgotPassword')}</TextLink>
          </li>
          <li>
            <TextLink href={loginHelpUrl(tenant.theme, ctx.locale)} rel="noopener" target="_blank">
              {t('troubleLoggingIn')}
            </TextLink>
          </li>
          {partnerHelp ? (
            <li>
              <TextLink href={partnerHelp} rel="noopener" target="_blank">
                {t('partnerHelp')}
              </TextLink>
            </li>
          ) : null}
        </ul>
      </PageCard>
    );
  }

  const remembered = jar.get(COOKIE.lastEmail)?.value;
  return (
    <PageCard heading={query.activateSuccess ? t('headingActivated') : t('heading')}>
      {query.loggedOut ? <Banner tone="success">{t('loggedOut')}</Banner> : null}
      {query.resetPassword ? <Banner tone="success">{t('passwordReset')}</Banner> : null}
      {query.activateSuccess ? <Banner tone="success">{t('accountCreated')}</Banner> : null}
      <EmailForm
        flow={hidden(flow)}
        defaultEmail={flash?.email ?? query.email ?? remembered ?? ''}
        remember={remembered !== undefined}
        initialError={initialError === 'fieldRequired' || initialError === 'invalidEmailInput' ? initialError : undefined}
        text={{ ...errorText, emailLabel: t('emailLabel'), rememberEmail: t('rememberEmail'), next: t('next'), changeEmail: t('changeEmail') }}
      />
    </PageCard>
  );
}
