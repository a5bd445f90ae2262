// /team?redirectUri (issue 39): the manager's page's start, where a calling application sends a
// manager (its address checked like every entry point's; "Done" goes back there). Someone who manages no property gets SPEC's not-found
// page, as anyone else would; a manager of one goes straight to its team; a manager of several
// chooses one.
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { notFoundPage } from '@/lib/not-found';
import { ButtonLink } from '@/components/button';
import { PageActions, PageCard } from '@/components/page-card';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { titleMetadata } from '@/lib/page-title';
import { requireTenant } from '@/lib/request-context';
import { teamRead, teamSession } from '@/lib/team/page-guard';
import { propertyPath, TEAM_PATH } from '@/lib/team/paths';
import { listManagedProperties } from '@/lib/upstream/team';

export const generateMetadata = () => titleMetadata('team');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function TeamPage({ searchParams }: Props) {
  const [tenant, query] = await Promise.all([requireTenant(), searchParams]);
  const asked = allowedRedirectUri(Array.isArray(query.redirectUri) ? query.redirectUri[0] : query.redirectUri, tenant.redirectUris);
  const session = await teamSession(TEAM_PATH, asked);
  const properties = await teamRead(listManagedProperties(session.token), TEAM_PATH);
  if (properties.length === 0) notFoundPage();
  if (properties.length === 1) redirect(propertyPath(properties[0]!.code));
  const t = await getTranslations('team');
  return (
    <PageCard heading={t('heading')}>
      <p className="mb-4">{t('chooseProperty')}</p>
      <ul className="kc-list">
        {properties.map((p) => (
          <li key={p.code}>
            <ButtonLink href={propertyPath(p.code)} variant="secondary">
              <bdi>{p.name}</bdi>
            </ButtonLink>
          </li>
        ))}
      </ul>
      <PageActions>
        <ButtonLink href="/api/team/leave" variant="secondary">
          {t('done')}
        </ButtonLink>
      </PageActions>
    </PageCard>
  );
}
