// POST /api/team/reauth: "Confirm it's me" on a person's page of the manager's page (issue 39):
// Keycard's own password stage asks for the password again, then back to that person, where an
// action may be taken for ten minutes.
import { reauthenticate } from '@/lib/account/changes';
import { route } from '@/lib/http/route';
import { onTeamPage } from '@/lib/team/changes';
import { personPath, TEAM_PATH } from '@/lib/team/paths';
import { TeamReauthForm } from '@/lib/validation/team';

export const POST = route({
  body: TeamReauthForm,
  formPage: () => TEAM_PATH,
  handle: ({ session, body }) => onTeamPage(session, (s) => reauthenticate(s, { purpose: 'team', teamPath: personPath(body.property, body.person) })),
});
