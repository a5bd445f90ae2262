// Partner single sign-on (SPEC §2 /partners/{partnerCode}/sso/{token}): the shapes of the partner and
// its token. The form posts the partner; the token comes in its sealed link cookie. Shapes only;
// whether the token is good is the upstream's call.
import { formSchema, required, text, type Rule } from './form-schema';

export const PARTNER_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const SSO_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;

const matches =
  (pattern: RegExp): Rule =>
  (v) =>
    pattern.test(v) ? undefined : 'badRequest';

export const SsoForm = formSchema({
  partnerCode: text([required, matches(PARTNER_CODE_PATTERN)]),
});

/** The SSO page without its token (a failed post without JavaScript comes back to it): the token stays in its cookie. */
export function ssoRetryPath(partnerCode: string | undefined): string {
  return partnerCode && PARTNER_CODE_PATTERN.test(partnerCode) ? `/partners/${partnerCode}/sso` : '/error';
}
