// /team/{property}/{person}/slip (issue 39): what a manager's action gave to hand over, shown once:
// a temporary pass (its expiry, how many logins, where to use it) or a new badge (its QR code and
// code, where to use it), printable on its own (the print styles keep only the slip). It comes in
// the sealed flash of the action's answer, which the proxy expires as this page is shown: a reload,
// the back button or another browser finds only that it is gone.
import { getFormatter, getTranslations } from 'next-intl/server';
import { notFoundPage } from '@/lib/not-found';
import { Banner } from '@/components/banner';
import { ButtonLink } from '@/components/button';
import { PageActions, PageCard } from '@/components/page-card';
import { PrintButton } from '@/components/print-button';
import { SentenceWithName } from '@/components/sentence-with-name';
import { titleMetadata } from '@/lib/page-title';
import { qrSvg } from '@/lib/qr';
import { getRequestContext } from '@/lib/request-context';
import { getFlash } from '@/lib/session/flash';
import { teamRead, teamSession } from '@/lib/team/page-guard';
import { isPersonId, isPropertyCode, personPath } from '@/lib/team/paths';
import { nameOf } from '@/lib/team/view';
import { getStaffMember } from '@/lib/upstream/team';

type Props = { params: Promise<{ property: string; person: string }> };

export const generateMetadata = () => titleMetadata('teamSlip');

export default async function TeamSlipPage({ params }: Props) {
  const [{ property: code, person: uuid }, flash, { origin }] = await Promise.all([params, getFlash(), getRequestContext()]);
  if (!isPropertyCode(code) || !isPersonId(uuid)) notFoundPage();
  const session = await teamSession(personPath(code, uuid));
  const found = await teamRead(getStaffMember(session.token, code, uuid), personPath(code, uuid));
  if (found === 'unknown') notFoundPage();
  const [t, format] = await Promise.all([getTranslations('team'), getFormatter()]);
  const name = nameOf(found.person);
  const slip = flash?.slip;
  const loginUrl = `${origin ?? ''}/login`;

  if (!slip) {
    return (
      <PageCard heading={name}>
        <Banner tone="info">{t('slip.gone')}</Banner>
        <PageActions>
          <ButtonLink href={personPath(code, uuid)}>{t('back')}</ButtonLink>
        </PageActions>
      </PageCard>
    );
  }
  const qr = slip.kind === 'badge' ? await qrSvg(slip.code) : null;
  const heading = slip.kind === 'pass' ? t('slip.passHeading', { name }) : t('slip.badgeHeading', { name });
  return (
    <PageCard heading={heading}>
      <div className="print:hidden">
        <Banner tone="warning">
          <SentenceWithName say={(slot) => t('slip.shownOnce', { name: slot })} name={name} />
        </Banner>
      </div>
      <p className="mb-3 text-sm break-all text-on-muted" data-varies>
        <bdi>{found.person.email}</bdi> · <bdi>{found.property.name}</bdi>
      </p>
      {qr ? <div className="mx-auto mb-3 w-48" role="img" aria-label={t('slip.qr')} dangerouslySetInnerHTML={{ __html: qr }} /> : null}
      <p className="text-sm font-medium">{slip.kind === 'pass' ? t('slip.passLabel') : t('slip.badgeLabel')}</p>
      <p className="mb-3 font-mono text-2xl font-semibold tracking-wider" data-varies>
        {slip.code}
      </p>
      {slip.kind === 'pass' ? (
        <p className="mb-3" data-varies>
          {t('slip.until', { date: format.dateTime(new Date(slip.expiresAt), { dateStyle: 'full', timeStyle: 'short' }) })}{' '}
          {slip.once ? t('slip.once') : t('slip.untilExpiry')}
        </p>
      ) : null}
      <p className="mb-3 text-sm break-words">{slip.kind === 'pass' ? t('slip.passWhere', { url: loginUrl }) : t('slip.badgeWhere', { url: loginUrl })}</p>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <PrintButton label={t('slip.print')} />
        <ButtonLink href={personPath(code, uuid)}>{t('done')}</ButtonLink>
      </div>
    </PageCard>
  );
}
