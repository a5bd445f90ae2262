// /mfa/recovery-codes (issue 25): the ten new recovery codes, shown once, right after a registration
// proved the new device. Readable in groups of five, read by a screen reader character by character,
// with copy, a download named for the tenant and print; the user confirms they saved them before
// going on (the box, as a plain form: no JavaScript needed but to copy and print).
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { Checkbox } from '@/components/checkbox';
import { CopyButton } from '@/components/copy-button';
import { PageActions, PageCard } from '@/components/page-card';
import { PrintButton } from '@/components/print-button';
import { Button } from '@/components/button';
import { groupRecoveryCode } from '@/lib/mfa/recovery-codes';
import { pendingRecoveryCodes } from '@/lib/mfa/recovery-screen';
import { titleMetadata } from '@/lib/page-title';
import { COOKIE } from '@/lib/sign-in/cookies';
import { getFormFlash } from '@/lib/session/flash';
import { getSession } from '@/lib/session/session';

export const generateMetadata = () => titleMetadata('mfaRecoveryCodes');

/** "7k2qm-x9d4p" read as "7 k 2 q m, x 9 d 4 p". */
const spelled = (code: string) =>
  groupRecoveryCode(code)
    .split('-')
    .map((group) => group.split('').join(' '))
    .join(', ');

export default async function RecoveryCodesPage() {
  const [session, jar, t, te, flash] = await Promise.all([
    getSession(),
    cookies(),
    getTranslations('mfa.recoveryCodes'),
    getTranslations('mfa.errors'),
    getFormFlash(),
  ]);
  if (!session) redirect('/');
  const pending = await pendingRecoveryCodes(jar.get(COOKIE.recoveryCodes)?.value, session);
  if (!pending) redirect('/authorize');
  const grouped = pending.codes.map(groupRecoveryCode);
  const error = flash.errors?.saved ? te('confirmSaved') : undefined;
  return (
    <PageCard heading={t('heading')} focusHeading={!error}>
      <p className="mb-2">{t('intro')}</p>
      <p className="mb-5 text-sm text-on-muted">{t('keep')}</p>
      {/* role="list": Safari drops a list's role when its markers are styled away. */}
      <ol role="list" aria-label={t('list')} className="mb-5 grid grid-cols-2 gap-x-6 gap-y-2 rounded-md border border-edge p-4 font-mono text-base">
        {pending.codes.map((code, i) => (
          <li key={code} className="tabular-nums">
            <span aria-hidden="true">{grouped[i]}</span>
            {/* Not in a mouse selection: a code copied by hand is the code alone. */}
            <span className="sr-only select-none">{spelled(code)}</span>
          </li>
        ))}
      </ol>
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <CopyButton value={grouped.join('\n')} text={{ copy: t('copy'), copied: t('copied') }} />
        <a href="/api/mfa/recovery-codes/download" className="kc-button-small" download>
          {t('download')}
        </a>
        <PrintButton label={t('print')} />
      </div>
      <form method="post" action="/api/mfa/recovery-codes/saved" className="print:hidden" noValidate>
        <Checkbox id="saved" name="saved" value="on" label={t('saved')} error={error} autoFocus={!!error} />
        <PageActions>
          <Button type="submit">{t('continue')}</Button>
        </PageActions>
      </form>
    </PageCard>
  );
}
