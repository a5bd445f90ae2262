// Issue 27: which colour scheme a page wears (the address's `theme`, the kept choice, else the
// system's), the footer's switch that changes it without JavaScript, and the logo in each scheme.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Footer } from '@/components/footer';
import type { SchemeText } from '@/components/scheme-switcher';
import { TenantLogo } from '@/components/tenant-logo';
import { matchScheme, resolveScheme, schemeHref, type SchemeChoice } from '@/lib/tenant/scheme';
import { Theme } from '@/lib/upstream/contract';
import { readConfig } from '@/sandbox/config';
import { buildSeed } from '@/sandbox/seed';

test('the address decides, then the kept choice, then the system', () => {
  expect(resolveScheme({})).toBe('system');
  expect(resolveScheme({ cookie: 'dark' })).toBe('dark');
  expect(resolveScheme({ query: 'light', cookie: 'dark' })).toBe('light');
  // theme=system follows the system again, whatever was kept.
  expect(resolveScheme({ query: 'system', cookie: 'dark' })).toBe('system');
  // Anything else is no choice: neither a value to keep nor a reason to drop the kept one.
  expect(resolveScheme({ query: 'DARK', cookie: 'light' })).toBe('light');
  expect(resolveScheme({ query: 'dark;x', cookie: null })).toBe('system');
  expect(resolveScheme({ cookie: 'system' })).toBe('system');
  expect(matchScheme('sepia')).toBeUndefined();
});

test('a scheme link is this page with its query and theme set, never another host', () => {
  expect(schemeHref('/login/password', '?redirectUri=https%3A%2F%2Fapp.example%2Fcb&theme=light', 'dark')).toBe(
    '/login/password?redirectUri=https%3A%2F%2Fapp.example%2Fcb&theme=dark',
  );
  expect(schemeHref('//evil.example/x', '', 'dark')).toBe('/?theme=dark');
  expect(schemeHref('/\\evil.example', '', 'light')).toBe('/?theme=light');
});

const text = { label: 'Appearance', title: '{label}: {choice}', system: 'Automatic', light: 'Light', dark: 'Dark' };

/** The footer with both menus (issue 42: written as HTML, its keyboard from FooterMenuKeys after it). */
function SchemeSwitcher({ scheme, path, query, text: scheme_ }: { scheme: SchemeChoice; path: string; query: string; text: SchemeText }) {
  return (
    <Footer
      context={{ tenant: null, locale: 'en', scheme, path, query }}
      text={{ language: 'Language', scheme: scheme_, contactSupport: 'Contact support', opensInNewTab: '(opens in a new tab)' }}
    />
  );
}
const LanguageSwitcher = ({ path, query }: { path: string; query: string }) => <SchemeSwitcher scheme="system" path={path} query={query} text={text} />;

test('the switch is named for what it is and the scheme in use, and offers the three, the current one marked', () => {
  render(<SchemeSwitcher scheme="dark" path="/login" query="?langCode=de" text={text} />);
  const nav = screen.getByRole('navigation', { name: 'Appearance' });
  // "Appearance: Dark, collapsed", not "Dark, collapsed".
  expect(nav.querySelector('summary')).toHaveAccessibleName('Appearance: Dark');
  expect(nav.querySelector('summary')).toHaveAttribute('title', 'Appearance: Dark');
  // Each choice reloads the page onto this button (#appearance), not onto its heading.
  expect(nav.querySelector('summary')).toHaveAttribute('id', 'appearance');
  const links = within(nav).getAllByRole('link', { hidden: true });
  expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
    ['Automatic', '/login?langCode=de&theme=system#appearance', null],
    ['Light', '/login?langCode=de&theme=light#appearance', null],
    ['Dark', '/login?langCode=de&theme=dark#appearance', 'true'],
  ]);
});

describe('the footer menus with JavaScript', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  /** The menu in a page, opened (as Enter on its button does) with focus on its first item. */
  function openMenu(nav: HTMLElement) {
    const details = nav.querySelector('details')!;
    details.open = true;
    within(nav).getAllByRole('link')[0]!.focus();
    return { details, button: nav.querySelector('summary')! };
  }

  test.each([
    ['the appearance menu', () => render(<SchemeSwitcher scheme="system" path="/login" query="" text={text} />), 'Appearance'],
    ['the language menu', () => render(<LanguageSwitcher path="/login" query="" />), 'Language'],
  ])('Escape closes %s and puts focus back on its button', (_, show, label) => {
    show();
    const { details, button } = openMenu(screen.getByRole('navigation', { name: label }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(button).toHaveFocus();
  });

  test('choosing an item closes the menu onto its button, while the page reloads', () => {
    render(<SchemeSwitcher scheme="system" path="/login" query="" text={text} />);
    const nav = screen.getByRole('navigation', { name: 'Appearance' });
    const { details, button } = openMenu(nav);
    // The navigation itself is the browser's (jsdom does not follow links): only its start is seen here.
    const dark = within(nav).getByRole('link', { name: 'Dark' });
    dark.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(dark);
    expect(details.open).toBe(false);
    expect(button).toHaveFocus();
  });

  test('the page a choice lands on starts on the menu button, not on its heading', () => {
    window.history.replaceState(null, '', '/login?theme=dark#appearance');
    render(
      <>
        <h1 id="page-heading" tabIndex={-1}>
          Log in
        </h1>
        <SchemeSwitcher scheme="dark" path="/login" query="?theme=dark" text={text} />
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'Appearance' }).querySelector('summary')).toHaveFocus();
  });

  test('a page reached otherwise keeps its own start', () => {
    window.history.replaceState(null, '', '/login');
    render(<SchemeSwitcher scheme="system" path="/login" query="" text={text} />);
    expect(document.body).toHaveFocus();
  });
});

test("the switch's name and tooltip are the language's own message, not English punctuation", () => {
  const fr = { label: 'Apparence', title: '{label}\u00a0: {choice}', system: 'Automatique', light: 'Clair', dark: 'Sombre' };
  render(<SchemeSwitcher scheme="system" path="/login" query="" text={fr} />);
  const button = screen.getByRole('navigation', { name: 'Apparence' }).querySelector('summary');
  expect(button).toHaveAttribute('title', 'Apparence\u00a0: Automatique');
  expect(button?.textContent).toBe('Apparence\u00a0: Automatique');
});

describe('the logo', () => {
  test('without a dark logo: one image, on the plate the dark scheme gives it', () => {
    const { container } = render(<TenantLogo src="https://cdn.example/logo.svg" scheme="system" alt="Seaside" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Seaside' })).toHaveClass('kc-logo-plate');
  });

  test('with a dark logo, following the system: the dark one in the dark, never in forced colours, and no plate', () => {
    const { container } = render(<TenantLogo src="https://cdn.example/logo.svg" darkSrc="https://cdn.example/dark.svg" scheme="system" alt="LH" />);
    const source = container.querySelector('picture > source')!;
    expect(source).toHaveAttribute('srcset', 'https://cdn.example/dark.svg');
    expect(source).toHaveAttribute('media', '(prefers-color-scheme: dark) and (forced-colors: none)');
    expect(screen.getByRole('img', { name: 'LH' })).toHaveAttribute('src', 'https://cdn.example/logo.svg');
    expect(screen.getByRole('img', { name: 'LH' })).not.toHaveClass('kc-logo-plate');
  });

  test('with a dark logo and the dark scheme chosen: the dark one whatever the system says; chosen light: the light one alone', () => {
    const { container, rerender } = render(<TenantLogo src="/logo.svg" darkSrc="/dark.svg" scheme="dark" alt="LH" />);
    expect(container.querySelector('picture > source')).toHaveAttribute('media', '(forced-colors: none)');
    rerender(<TenantLogo src="/logo.svg" darkSrc="/dark.svg" scheme="light" alt="LH" />);
    expect(container.querySelector('picture')).toBeNull();
    // A space or comma in the address would split a srcset into candidates.
    rerender(<TenantLogo src="/logo.svg" darkSrc="https://cdn.example/a b,1x.svg" scheme="dark" alt="LH" />);
    expect(container.querySelector('picture > source')).toHaveAttribute('srcset', 'https://cdn.example/a%20b%2C1x.svg');
  });
});

test("the contract's dark logo is optional, and an address when given", () => {
  const theme = buildSeed(readConfig({ NODE_ENV: 'test' })).tenants.find((t) => t.theme.code === 'seaside')!.theme;
  expect(Theme.safeParse(theme).success).toBe(true);
  expect(Theme.safeParse({ ...theme, images: { ...theme.images, logoDark: 'https://cdn.example/dark.svg' } }).success).toBe(true);
  expect(Theme.safeParse({ ...theme, images: { ...theme.images, logoDark: 'logo-dark.svg' } }).success).toBe(false);
});
