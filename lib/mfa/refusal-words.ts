// The words of an MFA refusal, for the code and phone forms in the browser (issue 42): they carry
// only what they can show before the server answers (their labels, their own checks, the countdown);
// the server's refusals (the upstream's, the send budgets', a country it does not send to) come with
// their words, in the answer to a script or in the page a plain post comes back to.
import 'server-only';
import { formText, type FormText } from '../form-text';
import type { FormErrors } from '../validation/form-schema';

/** Each refusal's message by its key, raw where the browser fills in a {time}; a refused country's with the two messages it is told in. */
export function refusalWordsFrom(all: FormText<'mfa'>, errors: FormErrors | undefined): Readonly<Record<string, string>> {
  const keys = new Set<string>(Object.values(errors ?? {}).filter((k) => !!k));
  if (keys.has('countryNotAllowed')) keys.add('countryNotAllowedIn').add('countriesAllowed');
  const words: Readonly<Record<string, string>> = all;
  return Object.fromEntries([...keys].flatMap((key) => (Object.hasOwn(words, key) ? [[key, words[key]!]] : [])));
}

/** The same, for a route's refusal (lib/http/route.ts `words`): the catalogue read only when there is a refusal to tell. */
export async function mfaRefusalWords(errors: FormErrors | undefined): Promise<Readonly<Record<string, string>>> {
  if (!Object.values(errors ?? {}).some((k) => !!k)) return {};
  return refusalWordsFrom(await formText('mfa'), errors);
}
