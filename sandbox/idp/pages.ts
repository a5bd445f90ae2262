// The IdP's own HTML: the hosted login form, the self-submitting logout confirmation, the signed-out
// page and the error page. Plain, accessible markup that works without JavaScript.
import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, page, safeHttpUrl } from '../http/html';

export interface LoginPageInput {
  uid: string;
  email: string;
  error?: string;
  logoUri?: unknown;
  backToLogin?: unknown;
}

export function loginPage({ uid, email, error, logoUri, backToLogin }: LoginPageInput): string {
  const logo = safeHttpUrl(logoUri);
  const back = safeHttpUrl(backToLogin);
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const body = `<main>
${logo ? `<img src="${escapeHtml(logo)}" alt="" height="48">` : ''}
<h1>Sign in</h1>
${error ? `<p id="login-error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
${back ? `<p><a href="${escapeHtml(back)}">Back to login</a></p>` : ''}
</main>`;
  return page('Sign in', body);
}

export function messagePage(title: string, message: string): string {
  return page(title, `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main>`);
}

/**
 * RP-initiated logout. With an `id_token_hint` that oidc-provider verified and whose subject is this
 * session's, the caller is known and the user leaves at once, as at Auth0 (OIDC RP-Initiated Logout
 * §2 lets the OP skip the question): the session ends and the browser goes on to the post-logout
 * URI, JavaScript or not. Otherwise the confirmation form (which carries oidc-provider's xsrf value)
 * submits itself, and the button covers browsers without JavaScript. `logout=yes` ends the whole
 * IdP session, not only this client's part of it.
 */
export async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const { session, entities, provider } = ctx.oidc;
  const hinted = entities.IdTokenHint?.payload.sub;
  const target = session.state?.postLogoutRedirectUri;
  if (hinted && session.accountId === hinted && target) {
    await Promise.all(
      Object.values(session.authorizations ?? {}).map(async ({ grantId }) => (grantId ? (await provider.Grant.find(grantId))?.destroy() : undefined)),
    );
    await session.destroy();
    ctx.cookies.set(provider.cookieName('session'), null, { httpOnly: true, sameSite: 'lax' });
    const url = new URL(target);
    if (session.state?.state) url.searchParams.set('state', session.state.state);
    ctx.status = 303;
    ctx.redirect(url.href);
    return;
  }
  const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  ctx.type = 'html';
  ctx.body = page(
    'Signing out',
    `<main><h1>Signing out…</h1>${withLogout}
<button type="submit" form="op.logoutForm">Sign out</button></main>
<script>document.getElementById('op.logoutForm').submit();</script>`,
  );
}

export function postLogoutSuccessSource(ctx: KoaContextWithOIDC): void {
  ctx.type = 'html';
  ctx.body = messagePage('Signed out', 'You have been signed out.');
}

export function renderError(ctx: KoaContextWithOIDC, out: Record<string, string>): void {
  ctx.type = 'html';
  const detail = [out.error, out.error_description].filter(Boolean).join(': ');
  ctx.body = messagePage('Something went wrong', detail || 'The request could not be completed.');
}
