// /mfa/recovery (issue 25): a recovery code in place of the registered device's, from the MFA
// verification's "Try another way" (a sign-in's, or SPEC's for-mfa-verification). A plain form: it
// works without JavaScript. The user chose to type a code, so the field has focus on arrival (design
// review L6); a refusal comes back at the field, announced, with the refused code kept in it.
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { Button, TextLink } from '@/components/button';
import { PageActions, PageCard } from '@/components/page-card';
import { Banner } from '@/components/banner';
import { sessionStep } from '@/lib/flows/next-step';
import { retryInOf } from '@/lib/mfa/errors';
import { clockIn } from '@/lib/clock';
import { recoveryCodeStep } from '@/lib/mfa/recovery-screen';
import { titleMetadata } from '@/lib/page-title';
import { getFormFlash } from '@/lib/session/flash';
import { gateInputOf } from '@/lib/session/page-guard';
import { getSession } from '@/lib/session/session';
import { getSignInMode } from '@/lib/sign-in/mode';
import { getRequestContext } from '@/lib/request-context';
import { RecoveryCodeField } from './code-field';

export const generateMetadata = () => titleMetadata('mfaRecovery');

export default async function RecoveryPage() {
  const [session, t, te, tv, tw, flash, { locale }, mode] = await Promise.all([
    getSession(),
    getTranslations('mfa.recovery'),
    getTranslations('mfa.errors'),
    getTranslations('validation'),
    getTranslations('errors'),
    getFormFlash(),
    getRequestContext(),
    getSignInMode(),
  ]);
  // A refusal's key is an MFA message, a form check's (an empty field) or the route wrapper's own.
  const message = (key: string) =>
    te.has(key as 'generic') ? te(key as 'generic') : tv.has(key as 'fieldRequired') ? tv(key as 'fieldRequired') : tw(key as 'network');
  if (!session) redirect('/');
  const at = recoveryCodeStep(session);
  if (at !== 'here') redirect(at);
  // Back to the verification screen this form stands in for.
  const step = sessionStep(gateInputOf(session));
  const back = step === 'ok' ? '/mfa' : step.path;
  const fieldError = flash.errors?.code;
  const formError = flash.errors?.form;
  const retryUntil = clockIn(retryInOf(flash.detail), locale);
  // Design review L4: no autofill token names a recovery code. "current-password" would fill the
  // account's password (and offer to save the code over it), "one-time-code" an app's or a text's
  // code; "on" lets a password manager fill the code saved with the account. A shared computer's
  // browser keeps nothing of the person (issue 26): no form history of their codes there.
  const shared = mode.shared || session.sharedComputer === true;
  return (
    <PageCard heading={t('heading')} focusHeading={false}>
      <p className="mb-5">{t('intro')}</p>
      {formError ? (
        <Banner tone="error" focus>
          {message(formError)}
          {retryUntil ? ` ${te('retryAt', { time: retryUntil })}` : null}
        </Banner>
      ) : null}
      <form method="post" action="/api/mfa/recovery" noValidate>
        <RecoveryCodeField
          id="code"
          name="code"
          label={t('label')}
          refused={flash.values?.code}
          error={fieldError ? message(fieldError) : undefined}
          autoComplete={shared ? 'off' : 'on'}
          autoCapitalize="none"
          spellCheck={false}
          autoFocus={!formError}
          className="font-mono"
        />
        <PageActions>
          <Button type="submit">{t('verify')}</Button>
          <p className="text-sm">
            <TextLink href={back}>{t('back')}</TextLink>
          </p>
        </PageActions>
      </form>
    </PageCard>
  );
}
