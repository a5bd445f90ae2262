// Issue 39's forms: an action on one of the manager's people (a temporary pass names its lifetime and
// how many logins it serves), and the way back to a path of the manager's page.
import { MANAGER_ACTIONS } from '../upstream/contract/team';
import { PASS_LIFETIMES, PASS_USES, isPersonId, isPropertyCode } from '../team/paths';
import { formSchema, oneOf, optionalOneOf, required, text, type Rule } from './form-schema';

const propertyCode: Rule = (v) => (isPropertyCode(v) ? undefined : 'fieldRequired');
const personId: Rule = (v) => (isPersonId(v) ? undefined : 'fieldRequired');
const confirmationId: Rule = (v) => (v === '' || /^[A-Za-z0-9_-]{16,43}$/.test(v) ? undefined : 'fieldRequired');

export const TeamActionForm = formSchema({
  property: text([required, propertyCode]),
  person: text([required, personId]),
  action: oneOf(MANAGER_ACTIONS),
  /** Only a temporary pass's; its first choice where none is posted. */
  lifetime: optionalOneOf(PASS_LIFETIMES),
  uses: optionalOneOf(PASS_USES),
  /** The confirmation's own id (lib/team/changes.ts): its repeats are one action. */
  confirmation: text([confirmationId]),
});

/** "Confirm it's me" on a person's page: back to that person afterwards. */
export const TeamReauthForm = formSchema({
  property: text([required, propertyCode]),
  person: text([required, personId]),
});
