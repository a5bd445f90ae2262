// Partner single sign-on's form (SPEC §2 /partners/{partnerCode}/sso/{token}): the partner and its
// token, from the page's own path. Shapes only; whether the token is good is the upstream's call.
import { formSchema, required, text, type Rule } from './form-schema';

export const PARTNER_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const SSO_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;

const matches =
  (pattern: RegExp): Rule =>
  (v) =>
    pattern.test(v) ? undefined : 'badRequest';

export const SsoForm = formSchema({
  partnerCode: text([required, matches(PARTNER_CODE_PATTERN)]),
  token: text([required, matches(SSO_TOKEN_PATTERN)]),
});

/** The page a failed SSO post without JavaScript goes back to: the token travels in the sealed flash, not the URL. */
export function ssoRetryPath(partnerCode: string | undefined): string {
  return partnerCode && PARTNER_CODE_PATTERN.test(partnerCode) ? `/partners/${partnerCode}/sso` : '/error';
}
