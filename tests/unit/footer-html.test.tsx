// Issue 42: the footer is written as one string of HTML (lib/html.ts). Every value in it is escaped:
// a tenant's support address, a message, the page's own query can only ever be text or an attribute.
import { render, screen, within } from '@testing-library/react';
import { Footer, type FooterText } from '@/components/footer';
import type { RequestContext } from '@/lib/request-context';
import { html, latin1, markupOf } from '@/lib/html';
import { languageMenu } from '@/components/language-switcher';
import type { Tenant } from '@/lib/upstream/tenants';

type FooterContext = Pick<RequestContext, 'tenant' | 'locale' | 'scheme' | 'path' | 'query'>;

const ENGLISH: FooterText = {
  language: 'Language',
  scheme: { label: 'Appearance', title: '{label}: {choice}', system: 'Automatic', light: 'Light', dark: 'Dark' },
  contactSupport: 'Contact support',
  opensInNewTab: '(opens in a new tab)',
};
const supportAt = (contactSupportUrl: string) => ({ theme: { links: { contactSupportUrl } } }) as unknown as Tenant;

/** The footer of a page at /login; `tenant` null, an error page's. */
function renderFooter(context: Partial<FooterContext> & Pick<FooterContext, 'tenant'>, text: FooterText = ENGLISH) {
  return render(<Footer context={{ locale: 'en', scheme: 'system', path: '/login', query: '', ...context }} text={text} />);
}

test('a value is escaped; a fragment made by the same tag is kept; nothing writes nothing', () => {
  const inner = html`<b>${'Tom & "Jerry"'}</b>`;
  expect(markupOf(html`<p title="${`"><script>alert(1)</script>`}">${inner}${false}${null}${undefined}${[inner, inner]}</p>`)).toBe(
    '<p title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"><b>Tom &amp; &quot;Jerry&quot;</b><b>Tom &amp; &quot;Jerry&quot;</b><b>Tom &amp; &quot;Jerry&quot;</b></p>',
  );
  expect(markupOf(html`<a href='${"x' onclick='alert(1)"}'>`)).toBe("<a href='x&#39; onclick=&#39;alert(1)'>");
});

test('what a tenant, a message or the address brings into the footer stays text', () => {
  const tenant = supportAt('https://help.example/"><img src=x onerror=alert(1)>');
  const { container } = renderFooter(
    { tenant, scheme: 'dark', query: '?next="><script>alert(1)</script>' },
    {
      language: 'Language <i>',
      scheme: { ...ENGLISH.scheme, dark: '<b>Dark</b>' },
      contactSupport: 'Contact <em>support</em>',
      opensInNewTab: '(opens in a new tab)',
    },
  );
  // Only the footer's own elements: nothing the values said became one.
  expect(container.querySelectorAll('script, img, i, b, em')).toHaveLength(0);
  const support = screen.getByRole('link', { name: /Contact <em>support<\/em>/ });
  expect(support).toHaveAttribute('href', 'https://help.example/"><img src=x onerror=alert(1)>');
  expect(support).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('navigation', { name: 'Language <i>' })).toBeInTheDocument();
  const dark = within(screen.getByRole('navigation', { name: 'Appearance' })).getByRole('link', { name: '<b>Dark</b>', hidden: true });
  // The page's query travels encoded, and the link is to this same page.
  expect(dark).toHaveAttribute('href', '/login?next=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E&theme=dark#appearance');
  expect(dark).toHaveAttribute('aria-current', 'true');
});

test('each language is named in its own language, for the browser and for assistive technology', () => {
  renderFooter(
    { tenant: null, locale: 'th' },
    {
      language: 'ภาษา',
      scheme: { label: 'ลักษณะ', title: '{label}: {choice}', system: 'อัตโนมัติ', light: 'สว่าง', dark: 'มืด' },
      contactSupport: '',
      opensInNewTab: '',
    },
  );
  const nav = screen.getByRole('navigation', { name: 'ภาษา' });
  expect(nav.querySelector('summary span[lang="th"]')?.textContent).toBe('ไทย');
  const links = within(nav).getAllByRole('link', { hidden: true });
  expect(links.map((a) => [a.textContent, a.getAttribute('lang'), a.getAttribute('hreflang'), a.getAttribute('aria-current')])).toEqual([
    ['English', 'en', 'en', null],
    ['Deutsch', 'de', 'de', null],
    ['Français', 'fr', 'fr', null],
    ['Español', 'es', 'es', null],
    ['Português', 'pt', 'pt', null],
    ['Italiano', 'it', 'it', null],
    ['ไทย', 'th', 'th', 'true'],
    ['Bahasa Indonesia', 'id', 'id', null],
  ]);
  // No tenant (the error page): no support link.
  expect(screen.queryByRole('link', { name: /support/i })).toBeNull();
});

test('a support address that is not a web address gives no link (React would have refused a javascript: href)', () => {
  for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
    const { container, unmount } = renderFooter({ tenant: supportAt(url) });
    expect(screen.queryByRole('link', { name: /Contact support/ })).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:|data:/i);
    unmount();
  }
  renderFooter({ tenant: supportAt('https://help.example/support') });
  expect(screen.getByRole('link', { name: /Contact support/ })).toHaveAttribute('href', 'https://help.example/support');
});

test("an English page's footer is Latin-1 throughout (one byte a character), the languages' own names still read as themselves", () => {
  const { container } = renderFooter({ tenant: supportAt('https://help.example/') });
  const markup = container.querySelector('footer')!.innerHTML;
  // The DOM reads the references back; the markup the server wrote holds them as written.
  const written = markupOf(html`${latin1('ไทย <Français> 😀')}`);
  expect(written).toBe('&#3652;&#3607;&#3618; &lt;Français&gt; &#128512;');
  expect(/[^\u0000-\u00ff]/.test(markupOf(languageMenu({ locale: 'en', path: '/login', query: '', label: 'Language' })))).toBe(false);
  expect(markup).toContain('ไทย');
});
