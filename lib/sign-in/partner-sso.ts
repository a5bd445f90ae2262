// SPEC §8 for partner single sign-on: a network error (no answer, none in time, or a gateway that
// still could not reach the upstream) shows the warning dialog whose reload retries; any other
// failure (the token spent, expired or another tenant's, the partner unknown) is the unknown-error
// page, with the upstream's code in brackets. One place, tested against the sandbox's answers.
import { errorPagePath, isUpstreamError } from '../upstream/errors';
import type { FormErrors } from '../validation/form-schema';

export type SsoFailure = { errors: FormErrors } | { next: string };

export function ssoFailure(err: unknown): SsoFailure {
  if (isUpstreamError(err) && err.isNetwork) return { errors: { form: 'network' } };
  return { next: errorPagePath(err) };
}
