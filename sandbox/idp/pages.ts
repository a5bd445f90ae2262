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
 * RP-initiated logout: the form (which carries oidc-provider's xsrf value) submits itself, so the
 * user lands straight on the post-logout URI; the button covers browsers without JavaScript.
 * `logout=yes` ends the whole IdP session, not only this client's part of it.
 */
export function logoutSource(ctx: KoaContextWithOIDC, form: string): void {
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
