// An authenticator app's new account, as a person adds it (the app path's step 2, and issue 38's
// set-up after a temporary pass): the QR code, an image the server draws from the ceremony cookie;
// its setup key, with a copy button, in a disclosure for the app that cannot scan; and an
// otpauth:// link for someone setting up on this very phone, which leads there (a coarse primary
// pointer: CSS decides, not a script).
import { getTranslations } from 'next-intl/server';
import { ButtonLink, TextLink } from '@/components/button';
import { CopyButton } from '@/components/copy-button';
import { QrFrame } from '@/components/qr-frame';
import { groupedKey } from '@/lib/mfa/authenticator-apps';
import { appQrHref } from '@/lib/qr';

export async function AppKey({ secret, otpauthUri, account }: { secret: string; otpauthUri: string; account: string }) {
  const [t, tc] = await Promise.all([getTranslations('mfa.app'), getTranslations('common')]);
  return (
    <>
      {/* Shown by display, not moved by flex order: what a screen reader and Tab meet first is what is seen first. */}
      <div className="mb-5 hidden pointer-coarse:block">
        <p className="mb-2">{t('onThisPhone')}</p>
        <ButtonLink href={otpauthUri} variant="secondary">
          {t('openInApp')}
        </ButtonLink>
      </div>
      <p className="mb-4">{t('scan')}</p>
      <QrFrame src={appQrHref(otpauthUri)} label={t('qrLabel', { account })} />
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
    </>
  );
}
