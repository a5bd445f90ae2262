// Activating an invited account: the link's token is checked on load (validate-token, which also
// serves reset links), the draft is applied, and an expired link can be sent again.
import {
  ActivateResponse,
  ActivationDraft,
  ResendActivationRequest,
  ValidateTokenRequest,
  ValidateTokenResponse,
} from '../../lib/upstream/contract';
import { HttpError, json, noContent } from '../http/replies';
import { sendActivationMail } from '../lifecycle/account-mail';
import { applyDraft, hashDraft } from '../lifecycle/activation-draft';
import { parseAccountRequest, requireLiveToken, resolveMailTarget } from './account-requests';
import type { ApiDeps, ApiRouter } from './types';

/** SPEC §8: activate and validate-token answer 410 TokenExpired and 409 TokenInvalid. */
const tokenErrors = () => ({ expired: new HttpError(410, 'TokenExpired'), invalid: new HttpError(409, 'TokenInvalid') });

export function registerActivationRoutes(router: ApiRouter, { store, config }: ApiDeps): void {
  router.post('/user/validate-token', ({ body }) => {
    const { token } = parseAccountRequest(ValidateTokenRequest, body);
    const errors = tokenErrors();
    const found = requireLiveToken(store, token, ['activation', 'reset'], errors);
    if (!store.findUserByEmail(found.tenantCode, found.email)) throw errors.invalid;
    const purpose = found.kind === 'activation' ? 'ACTIVATE' : 'RESET';
    return json(200, ValidateTokenResponse.parse({ email: found.email, purpose }));
  });

  router.post('/user/activate', async ({ body }) => {
    const draft = parseAccountRequest(ActivationDraft, body);
    const errors = tokenErrors();
    const found = requireLiveToken(store, draft.token, ['activation'], errors);
    const user = store.findUserByEmail(found.tenantCode, found.email);
    if (!user?.pendingActivation) throw errors.invalid;
    // The token stays usable: the user picks another password on the same page.
    if (await store.isInPasswordHistory(user, draft.password)) throw new HttpError(400, 'PasswordHistoryError');
    const hashed = await hashDraft(draft);
    // Hashing took a while: a concurrent request may have spent the token meanwhile.
    requireLiveToken(store, draft.token, ['activation'], errors);
    applyDraft(store, user, draft, hashed); // revokes every activation token of this user
    return json(200, ActivateResponse.parse({ email: user.email }));
  });

  // The same 204 whoever the e-mail belongs to: the answer must not tell which accounts exist.
  router.post('/user/:email/resend-activation', ({ params, body }) => {
    const request = parseAccountRequest(ResendActivationRequest, body);
    const target = resolveMailTarget(store, config, request);
    const user = store.findUserByEmail(target.tenant.tenant.code, params.email ?? '');
    if (user?.pendingActivation) sendActivationMail(store, user, target);
    return noContent();
  });
}
