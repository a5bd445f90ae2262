// The app path's first two steps (SPEC §2): install an authenticator app (step 1 of 4), then, on one
// screen (design review M5), add the account to it and enter its first code (step 2 of 4): the QR
// code, rendered on the server; its setup key, with a copy button, in a disclosure for the app that
// cannot scan; an otpauth:// link for someone setting up on this very phone; and the code field. A
// phone cannot scan its own screen, so there the link leads and the QR code follows; on a computer
// the QR code leads. CSS decides (a coarse primary pointer: phones and tablets), not a script or a
// header Safari does not send (Sec-CH-UA-Mobile), so one HTML serves both.
import { getTranslations } from 'next-intl/server';
import { ButtonLink, TextLink } from '@/components/button';
import { ExternalLink } from '@/components/external-link';
import { PageActions, PageCard } from '@/components/page-card';
import { PostButton } from '@/components/post-button';
import { Stepper } from '@/components/stepper';
import { AppKey } from './app-key';
import { clockIn } from '@/lib/clock';
import { formText } from '@/lib/form-text';
import { AUTHENTICATOR_APPS } from '@/lib/mfa/authenticator-apps';
import { retryInOf } from '@/lib/mfa/errors';
import { STEPS_OF } from '@/lib/mfa/screen';
import { mfaHref } from '@/lib/mfa/steps';
import { CodeForm } from '../code-form';
import type { MfaView } from './view';
import { mfaRefusalWords } from '@/lib/mfa/refusal-words';

async function AppStepper({ step }: { step: number }) {
  const tc = await getTranslations('common');
  return <Stepper step={step} of={STEPS_OF.app} label={tc('stepOf', { step, total: STEPS_OF.app })} />;
}

export async function AppDownload() {
  const t = await getTranslations('mfa.app');
  return (
    <PageCard heading={t('downloadHeading')}>
      <AppStepper step={1} />
      <p className="mb-4">{t('downloadBody')}</p>
      <ul className="mb-2 space-y-3">
        {AUTHENTICATOR_APPS.map((app) => (
          <li key={app.name} className="rounded-md border border-edge p-3">
            <p className="mb-1 font-semibold">{app.name}</p>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <ExternalLink href={app.appStore}>
                <span aria-hidden="true">App Store</span>
                <span className="sr-only">{t('appStore', { app: app.name })}</span>
              </ExternalLink>
              <ExternalLink href={app.googlePlay}>
                <span aria-hidden="true">Google Play</span>
                <span className="sr-only">{t('googlePlay', { app: app.name })}</span>
              </ExternalLink>
            </p>
          </li>
        ))}
      </ul>
      <PageActions>
        <PostButton action="/api/mfa/app">{t('haveApp')}</PostButton>
        <ButtonLink href={mfaHref('phone')} variant="secondary">
          {t('usePhone')}
        </ButtonLink>
      </PageActions>
    </PageCard>
  );
}

type AppRegisterProps = { view: MfaView; secret: string; otpauthUri: string; account: string };

export async function AppRegister({ view, secret, otpauthUri, account }: AppRegisterProps) {
  const [t, tc, text] = await Promise.all([
    getTranslations('mfa.app'),
    getTranslations('common'),
    mfaRefusalWords(view.errors).then((words) => formText('mfaCode', words)),
  ]);
  const { errors, detail, locale } = view;
  // A code refused without JavaScript comes back here: the field takes focus, its error tied to it. A
  // first visit starts on the heading: the QR code and the key come before the field.
  const refused = Object.keys(errors ?? {}).length > 0;
  return (
    <PageCard heading={t('registerHeading')} focusHeading={!refused}>
      <AppStepper step={2} />
      <AppKey secret={secret} otpauthUri={otpauthUri} account={account} />
      <h2 className="kc-subheading mt-6">{t('codeHeading')}</h2>
      <p className="mb-4">{t('codeHint')}</p>
      <CodeForm page="app-code" text={text} initialErrors={errors} initialDetail={detail} retryUntil={clockIn(retryInOf(detail), locale)} autoFocus={refused} />
      <p className="mt-5 text-center text-sm">
        <TextLink href={mfaHref('app')}>{tc('back')}</TextLink>
      </p>
    </PageCard>
  );
}
