// next-intl's AppConfig is typed from the English catalogue (types/next-intl.d.ts): an unknown key
// or namespace does not compile wherever the app asks for a translation. The `@ts-expect-error`
// lines are the test — `npm test`'s type-check fails if the typing is ever lost, because an expected
// error that does not occur is itself an error. (The function is type-checked, never called.)
import type { getTranslations } from 'next-intl/server';
import type { formText, FormText, MessagePath } from '@/lib/form-text';
import type { FormResult } from '@/lib/validation/form-schema';

declare const translations: typeof getTranslations;
declare const buildFormText: typeof formText;
declare const emailText: FormText<'email'>;

export async function typeChecksOnly() {
  const t = await translations('login');
  t('heading');
  // @ts-expect-error -- no such key in the login namespace
  t('noSuchKey');
  // @ts-expect-error -- no such namespace
  await translations('noSuchNamespace');

  // A form's strings (lib/form-text.ts): its message paths are the catalogue's, and a client form
  // reads only the keys it was given.
  const path: MessagePath = 'login.emailLabel';
  // @ts-expect-error -- no such key in en.json
  const missing: MessagePath = 'login.noSuchKey';
  await buildFormText('email');
  // @ts-expect-error -- no such form
  await buildFormText('noSuchForm');
  const shown: string = emailText.emailLabel + emailText.tooLarge;
  // @ts-expect-error -- the e-mail form was not given the password form's label
  const notGiven: string = emailText.passwordLabel;
  // A refused form's errors are message keys, its countdown a number beside them.
  const refused: FormResult = { ok: false, errors: { form: 'rateLimited' }, detail: { retryIn: 27 } };
  // @ts-expect-error -- an error is a message key, not any string
  const freeString: FormResult = { ok: false, errors: { form: 'noSuchMessage' } };
  // @ts-expect-error -- the countdown is not an error
  const countdownAmongErrors: FormResult = { ok: false, errors: { form: 'rateLimited', retryIn: '27' } };
  return [path, missing, shown, notGiven, refused, freeString, countdownAmongErrors];
}

test('the catalogue the types come from has the keys the probes above rely on', async () => {
  const en = (await import('@/messages/en.json')).default;
  expect(en.login.heading).toBeDefined();
  expect(en.errors.network).toBeDefined();
  expect(en.errors).not.toHaveProperty('heading');
});
