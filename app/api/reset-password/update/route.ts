// POST /api/reset-password/update: the new password with the link's token, from the link's sealed
// cookie (SPEC §8's reset update). The account is the one the upstream holds the token for: the link's
// own `email` is bound to nothing, so it is neither believed nor kept (security review L6).
import { route } from '@/lib/http/route';
import { forgiveCredentials } from '@/lib/limits/credentials';
import { clearLinkToken, readLinkToken } from '@/lib/links/link-cookie';
import { pendingEmail } from '@/lib/sign-in/notes';
import { refuseNewPassword } from '@/lib/passwords/new-password';
import { applyResetPassword, resetTokenOwner } from '@/lib/upstream/account';
import { isUpstreamError } from '@/lib/upstream/errors';
import { ResetUpdateForm } from '@/lib/validation/account';

const EXPIRED = '/reset-password?tokenExpired=true';

export const POST = route({
  body: ResetUpdateForm,
  formPage: () => '/reset-password/update',
  async handle({ body: d, request, tenant, mode, locale, knownAccounts }) {
    // No link in the last ten minutes: as SPEC's expired token, back to the request for a new one.
    const link = await readLinkToken('reset', request.cookies);
    if (!link) return { next: EXPIRED };
    // Asked before the token is spent: afterwards the upstream no longer knows it.
    const owner = await resetTokenOwner(link.token);
    if (!owner) return { next: EXPIRED, cookies: [clearLinkToken('reset')] };
    const { email } = owner;
    // The e-mail stage (or the request for a new link) then holds the account's e-mail, even where the
    // link was opened in another browser than the one that asked for it.
    const remembered = await pendingEmail.write({ email });
    // Issue 41: not easy to guess, least of all from the person's own name or e-mail, and never breached.
    const refused = await refuseNewPassword(d.password, { owner, tenant, locale, mode, knownAccounts });
    if (refused) return { ...refused, cookies: [remembered] };
    try {
      await applyResetPassword(link.token, d.password);
      // The IdP lifts its lock at a reset; Keycard's wait for this account at this address ends too (issue 37).
      await forgiveCredentials({ tenantCode: tenant.code, email, address: mode.client, frontDesk: mode.frontDesk });
      return { next: '/login?resetPassword=true', cookies: [clearLinkToken('reset'), remembered] };
    } catch (err) {
      if (isUpstreamError(err, 'PasswordHistory')) return { errors: { form: 'passwordHistory' } };
      if (isUpstreamError(err, 'TokenExpired') || isUpstreamError(err, 'TokenNotFound'))
        return { next: EXPIRED, cookies: [clearLinkToken('reset'), remembered] };
      throw err;
    }
  },
});
