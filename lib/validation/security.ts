// The security page's forms (issue 25): a passkey named by its id (a credential id, base64url) and,
// to rename it, the new name (cleaned of control and format characters, then the contract's length);
// issue 40's sign-in to end, by the id the upstream listed it with.
import { PASSKEY_NAME_MAX } from '../upstream/contract/security';
import { formSchema, maxLength, required, text, type Rule } from './form-schema';
import { plainName } from './plain-name';

/** A credential id as the upstream lists it: base64url, at most the contract's length. */
const credentialId: Rule = (v) => (/^[A-Za-z0-9_-]{1,1400}$/.test(v) ? undefined : 'fieldRequired');

export const PasskeyIdForm = formSchema({ id: text([required, credentialId]) });
/** A name with nothing printable in it (only a bidi override or zero-width characters) is a missing one. */
export const PasskeyNameForm = formSchema({
  id: text([required, credentialId]),
  name: text([required, maxLength(PASSKEY_NAME_MAX, 'passkeyNameTooLong')], { clean: plainName }),
});

/** Issue 40: a sign-in's id as the upstream lists it (never its token). */
const sessionId: Rule = (v) => (/^[A-Za-z0-9_-]{1,64}$/.test(v) ? undefined : 'fieldRequired');

export const SessionIdForm = formSchema({ id: text([required, sessionId]) });
