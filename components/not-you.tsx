// "Not you? Sign in as someone else", as a plain form of its own (no JavaScript needed): on the MFA
// screens it ends the sign-in (/api/mfa/not-you), on the password stage it forgets the e-mail
// (/api/login/not-you). `values` go along as hidden fields.
import { getTranslations } from 'next-intl/server';
import { Button } from './button';
import { HiddenFields } from './hidden-fields';

export async function NotYou({ action, values }: { action: string; values?: Record<string, string | undefined> }) {
  const t = await getTranslations('mfa.wayOut');
  return (
    <form method="post" action={action} className="text-sm">
      {values ? <HiddenFields values={values} /> : null}
      <span className="text-on-muted">{t('notYou')}</span>{' '}
      <Button type="submit" variant="link">
        {t('someoneElse')}
      </Button>
    </form>
  );
}
