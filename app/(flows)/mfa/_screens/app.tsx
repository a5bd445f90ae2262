// The app path's first two steps (SPEC §2): install an authenticator app (step 1 of 4), then, on one
// screen (design review M5), add the account to it and enter its first code (step 2 of 4): the QR
// code, rendered on the server; its setup key, with a copy button, in a disclosure for the app that
// cannot scan; an otpauth:// link for someone setting up on this very phone; and the code field. A
// phone cannot scan its own screen, so there the link leads and the QR code follows; on a computer
// the QR code leads. CSS decides (a coarse primary pointer: phones and tablets), not a script or a
// header Safari does not send (Sec-CH-UA-Mobile), so one HTML serves both.
import { getTranslations } from 'next-intl/server';
import { ButtonLink, TextLink } from '@/components/button';
import { CopyButton } from '@/components/copy-button';
import { ExternalLink } from '@/components/external-link';
import { PageActions, PageCard } from '@/components/page-card';
import { PostButton } from '@/components/post-button';
import { QrFrame } from '@/components/qr-frame';
import { Stepper } from '@/components/stepper';
import { clockIn } from '@/lib/clock';
import { formText } from '@/lib/form-text';
import { AUTHENTICATOR_APPS, groupedKey } from '@/lib/mfa/authenticator-apps';
import { retryInOf } from '@/lib/mfa/errors';
import { STEPS_OF } from '@/lib/mfa/screen';
import { mfaHref } from '@/lib/mfa/steps';
import { qrSvg } from '@/lib/qr';
import { CodeForm } from '../code-form';
import type { MfaView } from './view';

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
  const [t, tc, text] = await Promise.all([getTranslations('mfa.app'), getTranslations('common'), formText('mfa')]);
  const { errors, detail, locale } = view;
  // A code refused without JavaScript comes back here: the field takes focus, its error tied to it. A
  // first visit starts on the heading: the QR code and the key come before the field.
  const refused = Object.keys(errors ?? {}).length > 0;
  return (
    <PageCard heading={t('registerHeading')} focusHeading={!refused}>
      <AppStepper step={2} />
      {/* Shown by display, not moved by flex order: what a screen reader and Tab meet first is what is seen first. */}
      <div className="mb-5 hidden pointer-coarse:block">
        <p className="mb-2">{t('onThisPhone')}</p>
        <ButtonLink href={otpauthUri} variant="secondary">
          {t('openInApp')}
        </ButtonLink>
      </div>
      <p className="mb-4">{t('scan')}</p>
      <QrFrame svg={await qrSvg(otpauthUri)} label={t('qrLabel', { account })} />
      {/* A disclosure, not a screen of its own: no JavaScript needed, and the code field stays on this screen. */}
      <details className="mb-4">
        <summary className="kc-link cursor-pointer">{t('cantScan')}</summary>
        <p className="mt-3 mb-3">{t('manual')}</p>
        <dl className="space-y-3">
          <div>
            <dt className="text-sm text-on-muted">{t('keyLabel')}</dt>
            <dd className="flex flex-wrap items-center justify-between gap-3">
              {/* Lines break only at the spaces between groups of four (no break-all): a group never splits. The copy button copies it without spaces. */}
              <code className="min-w-0 font-mono text-lg tracking-wider">{groupedKey(secret)}</code>
              <CopyButton value={secret} text={{ copy: tc('copy'), copied: tc('copied') }} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-on-muted">{t('account')}</dt>
            <dd className="break-all">{account}</dd>
          </div>
          <div>
            <dt className="text-sm text-on-muted">{t('keyType')}</dt>
            <dd>{t('timeBased')}</dd>
          </div>
        </dl>
      </details>
      <p className="mb-4 text-sm pointer-coarse:hidden">
        {t('onThisPhone')} <TextLink href={otpauthUri}>{t('openInApp')}</TextLink>
      </p>
      <h2 className="kc-subheading mt-6">{t('codeHeading')}</h2>
      <p className="mb-4">{t('codeHint')}</p>
      <CodeForm page="app-code" text={text} initialErrors={errors} initialDetail={detail} retryUntil={clockIn(retryInOf(detail), locale)} autoFocus={refused} />
      <p className="mt-5 text-center text-sm">
        <TextLink href={mfaHref('app')}>{tc('back')}</TextLink>
      </p>
    </PageCard>
  );
}
