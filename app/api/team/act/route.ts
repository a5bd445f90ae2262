// POST /api/team/act: an action of the manager's page (issue 39) on one of their people, posted from
// its confirmation, which names the person. The upstream checks scope and recency again; see
// lib/team/changes.ts for what follows.
import { route } from '@/lib/http/route';
import { onTeamPage, teamAction } from '@/lib/team/changes';
import { isPersonId, isPropertyCode, personPath, TEAM_PATH } from '@/lib/team/paths';
import type { ActionRequest } from '@/lib/upstream/team';
import { TeamActionForm } from '@/lib/validation/team';

export const POST = route({
  body: TeamActionForm,
  // Back to the person's page only for a well-formed one: the posted fields are anyone's to write.
  formPage: (fields) => (isPropertyCode(fields.property) && isPersonId(fields.person) ? personPath(fields.property, fields.person) : TEAM_PATH),
  handle: ({ session, body, mode }) =>
    onTeamPage(session, (s) => {
      const request: ActionRequest =
        body.action === 'temporary-pass'
          ? { action: body.action, lifetimeHours: Number(body.lifetime ?? '24'), reusable: body.uses === 'until-expiry' }
          : { action: body.action };
      return teamAction(s, { property: body.property, person: body.person, request, clientIp: mode.client, confirmation: body.confirmation });
    }),
});
