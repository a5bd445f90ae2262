// /mfa/recovery-codes (issue 25): the ten new recovery codes, shown once, right after a registration
// proved the new device: a step of its setup, numbered like the others (the one before the success
// screen: design review M5). Readable in groups of five, read by a screen reader character by
// character, with copy, a download named for the tenant and print; the user confirms they saved them
// before going on (the box, as a plain form: no JavaScript needed but to copy and print).
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { Checkbox } from '@/components/checkbox';
import { CopyButton } from '@/components/copy-button';
import { PageActions, PageCard } from '@/components/page-card';
import { PrintButton } from '@/components/print-button';
import { Button } from '@/components/button';
import { Stepper } from '@/components/stepper';
import { groupRecoveryCode } from '@/lib/mfa/recovery-codes';
import { pendingRecoveryCodes } from '@/lib/mfa/recovery-screen';
import { recoveryCodesTitle } from '@/lib/mfa/screen-title';
import { screenTitleMetadata } from '@/lib/page-title';
import { COOKIE } from '@/lib/sign-in/cookies';
import { getFormFlash } from '@/lib/session/flash';
import { getSession } from '@/lib/session/session';

/** This sign-in's new codes (read once for the title and the page), or null. */
const loadPending = cache(async () => {
  const [session, jar] = await Promise.all([getSession(), cookies()]);
  return session ? pendingRecoveryCodes(jar.get(COOKIE.recoveryCodes)?.value, session) : null;
});

/** "Step 3 of 4: Save your recovery codes" in a setup; new codes asked for later are no step. */
export const generateMetadata = async () => screenTitleMetadata(recoveryCodesTitle((await loadPending())?.method));

/** "7k2qm-x9d4p" read as "7 k 2 q m, x 9 d 4 p". */
const spelled = (code: string) =>
  groupRecoveryCode(code)
    .split('-')
    .map((group) => group.split('').join(' '))
    .join(', ');

export default async function RecoveryCodesPage() {
  const [session, pending, t, te, tc, flash] = await Promise.all([
    getSession(),
    loadPending(),
    getTranslations('mfa.recoveryCodes'),
    getTranslations('mfa.errors'),
    getTranslations('common'),
    getFormFlash(),
  ]);
  if (!session) redirect('/');
  if (!pending) redirect('/authorize');
  const grouped = pending.codes.map(groupRecoveryCode);
  const error = flash.errors?.saved ? te('confirmSaved') : undefined;
  const { step } = recoveryCodesTitle(pending.method);
  return (
    <PageCard heading={t('heading')} focusHeading={!error}>
      {step ? (
        <div className="print:hidden">
          <Stepper step={step.step} of={step.of} label={tc('stepOf', { step: step.step, total: step.of })} />
        </div>
      ) : null}
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
        {/* The download first: it is there without JavaScript, and the buttons that need it come after it. */}
        <a href="/api/mfa/recovery-codes/download" className="kc-button-small" download>
          {t('download')}
        </a>
        <CopyButton value={grouped.join('\n')} text={{ copy: t('copy'), copied: t('copied') }} />
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
