// Modern browsers only (issue 12): the JavaScript a page ships carries none of the polyfills our
// targets (Chrome/Edge/Firefox 111, Safari 16.4) have natively, the ones Lighthouse's "legacy
// JavaScript" audit looks for. (Next's `nomodule` bundle, which modern browsers never fetch, is apart.)
import { expect, test } from '@playwright/test';
import { get } from './http';

const LEGACY = [
  /Array\.prototype\.at\s*\|\|/,
  /Array\.prototype\.flat\s*\|\|/,
  /Object\.hasOwn\s*\|\|/,
  /Object\.fromEntries\s*\|\|/,
  /"trimStart"\s*in\s*String\.prototype/,
  /Promise\.prototype\.finally\s*\|\|/,
];

/** Each page as itself: the password stage needs an e-mail (a login hint), else it is the e-mail stage. */
const PAGES = [
  { path: '/login', heading: 'Log in', marker: 'name="email"' },
  { path: '/login/password?email=ada%40seaside.test', heading: 'Log in', marker: 'type="password"' },
  { path: '/error', heading: 'Something went wrong', marker: 'Something went wrong' },
];

for (const { path, heading, marker } of PAGES) {
  test(`${path} ships no legacy polyfills to modern browsers`, async () => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.text.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe(heading);
    expect(page.text).toContain(marker);
    const scripts = [...page.text.matchAll(/<script(?![^>]*\bnomodule\b)[^>]*\bsrc="([^"]+)"/gi)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const { text } = await get(new URL(src, 'http://x').pathname);
      for (const signal of LEGACY) expect(signal.test(text), `${src} has ${signal}`).toBe(false);
    }
  });
}
