// The app set-up's second step as the server renders it (design review M5): the QR code, the setup
// key and the first code on one screen, the otpauth:// button leading on a touch screen, and a code
// refused without JavaScript back on the same screen with the field focused and its error tied to it.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AppRegister } from '@/app/(flows)/mfa/_screens/app';
import type { MfaView } from '@/app/(flows)/mfa/_screens/view';
import { testSession } from '../support/handler-fixtures';
import en from '@/messages/en.json';

jest.mock('next-intl/server', () => jest.requireActual<typeof import('../support/english-translations')>('../support/english-translations').englishServer());

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Seaside%20Hotels:max%40seaside.test?secret=${SECRET}&issuer=Seaside%20Hotels`;

async function render(errors?: MfaView['errors']): Promise<string> {
  const view: MfaView = { session: testSession(), pending: null, errors, locale: 'en' };
  const tree = await AppRegister({ view, secret: SECRET, otpauthUri: URI, account: 'max@seaside.test' });
  // Its async parts (the stepper) resolved as the server does.
  return renderToStaticMarkup(await resolve(tree));
}

/** Server components are async functions: call them until only host elements and client components are left. */
async function resolve(node: unknown): Promise<React.ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolve));
  if (!node || typeof node !== 'object' || !('type' in node)) return node as React.ReactNode;
  const element = node as React.ReactElement<{ children?: unknown }>;
  if (typeof element.type === 'function' && element.type.constructor.name === 'AsyncFunction')
    return resolve(await (element.type as (p: unknown) => Promise<unknown>)(element.props));
  const { children } = element.props;
  if (children === undefined) return element;
  // Children written side by side stay arguments (not a list that would want keys).
  const resolved = Array.isArray(children) ? await Promise.all(children.map(resolve)) : [await resolve(children)];
  return createElement(element.type, { ...element.props, key: element.key }, ...resolved);
}

const indexOf = (html: string, text: string) => {
  const at = html.indexOf(text);
  if (at < 0) throw new Error(`not on the screen: ${text}`);
  return at;
};

describe('step 2 of 4: add your account and enter a code', () => {
  test('one screen: step 2 of 4, the QR code, the setup key, and the code field with Verify', async () => {
    const html = await render();
    expect(html).toContain(`>${en.mfa.app.registerHeading}</h1>`);
    expect(html).toContain('>Step 2 of 4</p>');
    // The QR code is an image of its own (issue 42): the page carries its address, not its markup.
    expect(html).toMatch(/<img src="\/api\/mfa\/app\/qr\?v=[\w-]{16}" alt="QR code that adds max@seaside.test to an authenticator app"/);
    expect(html).not.toContain('<svg');
    expect(html).toContain('>JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP</code>');
    // (The copy button beside the key is drawn in the browser, where the clipboard is: e2e.)
    expect(html).toMatch(/<input[^>]*name="code"/);
    expect(html).toContain(`>${en.mfa.code.verify}</button>`);
    // The code goes to the verify handler, which sends a refusal back to this screen.
    expect(html).toContain('action="/api/mfa/verify"');
    expect(html).toMatch(/<input type="hidden" name="page" value="app-code"/);
    // No "Next" to another screen, no key screen of its own.
    expect(html).not.toContain('step=app-code');
    expect(html).not.toContain('view=manual');
  });

  test('the key is in a disclosure on the same screen (a <details>: no JavaScript needed)', async () => {
    const html = await render();
    const details = html.slice(indexOf(html, '<details'), indexOf(html, '</details>'));
    expect(details).toContain(`${en.mfa.app.cantScan.replace("'", '&#x27;')}</summary>`);
    expect(details).toContain('<code');
  });

  test('on a touch screen the otpauth:// button comes first, before the QR code; elsewhere a link after it', async () => {
    const html = await render();
    const qr = indexOf(html, 'src="/api/mfa/app/qr?v=');
    const links = [...html.matchAll(/href="otpauth:/g)].map((m) => m.index);
    expect(links).toHaveLength(2);
    const [first, second] = links as [number, number];
    // Shown by a media query on the primary pointer (no script), in document order: what is seen first is read first.
    const touchOnly = indexOf(html, 'class="mb-5 hidden pointer-coarse:block"');
    expect(touchOnly).toBeLessThan(first);
    expect(first).toBeLessThan(qr);
    expect(html.slice(touchOnly, first)).not.toContain('</div>');
    const pointerOnly = html.lastIndexOf('pointer-coarse:hidden', second);
    expect(pointerOnly).toBeGreaterThan(qr);
    expect(html.slice(pointerOnly, second)).not.toContain('</p>');
  });

  test('a first visit starts on the heading, not the field: what to scan is read first', async () => {
    const html = await render();
    expect(html).toMatch(/<h1[^>]*autofocus=""/);
    expect(html).not.toMatch(/<input[^>]*name="code"[^>]*autofocus/);
  });

  test.each([
    ['a wrong code', { form: 'invalidCode' }],
    ['an expired code', { form: 'codeExpired' }],
    ['a code too short', { code: 'codeLength' }],
  ] as const)('%s comes back to the same screen: the field focused, the error tied to it', async (_name, errors) => {
    const html = await render(errors);
    expect(html).toContain(`>${en.mfa.app.registerHeading}</h1>`);
    expect(html).not.toMatch(/<h1[^>]*autofocus/);
    const field = html.match(/<input[^>]*name="code"[^>]*>/)![0];
    expect(field).toContain('autofocus=""');
    expect(field).toContain('aria-invalid="true"');
    const described = field.match(/aria-describedby="([^"]+)"/)![1]!.split(' ');
    for (const id of described) expect(html).toContain(`id="${id}"`);
  });
});
