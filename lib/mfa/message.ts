// An MFA message as the user reads it: its text (SPEC's generic one for a key it has none for), with
// a third party's code in brackets after it (SPEC §8). Pure, for the server screens and the forms.
export function mfaMessage(text: Readonly<Record<string, string>>, key: string, providerCode?: string): string {
  const message = text[key] ?? text.generic ?? '';
  return providerCode ? `${message} ${(text.errorCode ?? '[{code}]').replace('{code}', providerCode)}` : message;
}
