// The words of an MFA refusal, for the code and phone forms in the browser (issue 42): they carry
// only what they can show before the server answers (their labels, their own checks, the countdown);
// the server's refusals (the upstream's, the send budgets', a country it does not send to) come with
// their words, in the answer to a script or in the page a plain post comes back to.
import 'server-only';
import { formText } from '../form-text';
import type { FormErrors } from '../validation/form-schema';

/** Each refusal's message by its key, raw where the browser fills in a {time}; a refused country's with the two messages it is told in. */
export async function mfaRefusalWords(errors: FormErrors | undefined): Promise<Readonly<Record<string, string>>> {
  const keys = new Set<string>(Object.values(errors ?? {}).filter((k) => !!k));
  if (keys.size === 0) return {};
  if (keys.has('countryNotAllowed')) keys.add('countryNotAllowedIn').add('countriesAllowed');
  const all: Readonly<Record<string, string>> = await formText('mfa');
  return Object.fromEntries([...keys].flatMap((key) => (Object.hasOwn(all, key) ? [[key, all[key]!]] : [])));
}
