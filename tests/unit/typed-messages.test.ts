// next-intl's AppConfig is typed from the English catalogue (types/next-intl.d.ts): an unknown key
// or namespace does not compile wherever the app asks for a translation. The `@ts-expect-error`
// lines are the test — `npm test`'s type-check fails if the typing is ever lost, because an expected
// error that does not occur is itself an error. (The function is type-checked, never called.)
import type { getTranslations } from 'next-intl/server';

declare const translations: typeof getTranslations;

export async function typeChecksOnly() {
  const t = await translations('login');
  t('heading');
  // @ts-expect-error -- no such key in the login namespace
  t('noSuchKey');
  // @ts-expect-error -- no such namespace
  await translations('noSuchNamespace');
}

test('the catalogue the types come from has the keys the probes above rely on', async () => {
  const en = (await import('@/messages/en.json')).default;
  expect(en.login.heading).toBeDefined();
  expect(en.errors.network).toBeDefined();
  expect(en.errors).not.toHaveProperty('heading');
});
