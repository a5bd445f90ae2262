// The strings the activation/registration form shows, for the pages that render it.
import 'server-only';
import { getTranslations } from 'next-intl/server';
import { SECRET_QUESTION_CODES } from './validation/secret-questions';

export async function activationFormText(submit: string) {
  const [t, tc, tv, te, tq] = await Promise.all([
    getTranslations('account'),
    getTranslations('common'),
    getTranslations('validation'),
    getTranslations('errors'),
    getTranslations('secretQuestions'),
  ]);
  return {
    questions: SECRET_QUESTION_CODES.map((code) => ({ code, label: tq(code) })),
    text: {
      newPasswordLabel: t('newPasswordLabel'),
      showPassword: tc('showPassword'),
      confirmPasswordLabel: t('confirmPasswordLabel'),
      secretQuestionLabel: t('secretQuestionLabel'),
      secretQuestionPlaceholder: t('secretQuestionPlaceholder'),
      secretAnswerLabel: t('secretAnswerLabel'),
      submitting: t('submitting'),
      passwordHistory: t('passwordHistory'),
      fieldRequired: tv('fieldRequired'),
      passwordPolicy: tv('passwordPolicy'),
      passwordsDontMatch: tv('passwordsDontMatch'),
      secretAnswerTooLong: tv('secretAnswerTooLong'),
      network: te('network'),
      badRequest: te('badRequest'),
      submit,
    },
  };
}
