// The strings an e-mail form can show: its label, its button and every error it may get back.
import 'server-only';
import { getTranslations } from 'next-intl/server';

export async function emailFormText(submit: string): Promise<Record<string, string>> {
  const [ta, tv, te] = await Promise.all([getTranslations('account'), getTranslations('validation'), getTranslations('errors')]);
  return {
    emailLabel: ta('emailLabel'),
    submit,
    fieldRequired: tv('fieldRequired'),
    invalidEmailInput: tv('invalidEmailInput'),
    emailMismatch: tv('emailMismatch'),
    network: te('network'),
    badRequest: te('badRequest'),
  };
}
