'use client';
// A small form hook for the sign-in pages, which must stay within their JavaScript budget
// (react-hook-form with its zod resolver and zod/mini measured 18.5 KiB gzip more per page: the
// figures are in lib/validation/form-schema.ts). Same contract as the route handler: the shared schema
// validates each field on blur and the whole form on submit, then the form is sent with fetch and the
// handler answers JSON. The form still posts natively when JavaScript is off.
import { useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { isFocusMovingToSubmit } from './focus';
import type { ErrorKey, FormDetail, FormErrors, FormSchema } from '../validation/form-schema';
import { submitForm, type FormResult } from './submit-form';

function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((v, k) => {
    if (typeof v === 'string' && !(k in values)) values[k] = v;
  });
  return values;
}

export type LightFormOptions = {
  /**
   * The field a form-level error is about: it takes focus, so focus never falls to the page body and
   * the user can type again. Otherwise focus goes to the first field with an error, or stays on the
   * submit button.
   */
  formErrorField?: string;
  /** Form-level errors that refuse the field's value (a wrong password): the field is also cleared. */
  clearOn?: string[];
  /** The detail of a refusal the server sent back with the page (a countdown, a provider's code). */
  initialDetail?: FormDetail;
};

export function useLightForm<T>(schema: FormSchema<T>, onResult: (result: FormResult) => void, initialErrors: FormErrors = {}, options: LightFormOptions = {}) {
  const [errors, setErrors] = useState<FormErrors>(initialErrors);
  const [detail, setDetail] = useState<FormDetail>(options.initialDetail ?? {});
  const [pending, setPending] = useState(false);

  function fieldError(form: HTMLFormElement, name: string) {
    const result = schema.safeParse(valuesOf(form));
    return result.success ? undefined : result.errors[name];
  }

  function setFieldError(name: string, error: ErrorKey | undefined) {
    setErrors(({ [name]: _previous, ...rest }) => (error ? { ...rest, [name]: error } : rest));
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    const target = event.target as unknown as HTMLInputElement;
    if (!target.name || target.type === 'checkbox' || target.type === 'hidden' || isFocusMovingToSubmit(event)) return;
    // Leave an untouched empty field alone: "required" is for submit, not for tabbing through.
    if (target.value === '' && !errors[target.name]) return;
    setFieldError(target.name, fieldError(event.currentTarget, target.name));
  }

  /**
   * A field showing an error is checked again as the user types, so a fix clears it at once (quietly:
   * a message that goes is not announced). It never changes to another message mid-word ("required"
   * to "not a valid e-mail" at the first letter), which a screen reader would read out over the typing:
   * that waits for blur or submit.
   */
  function onChange(event: ChangeEvent<HTMLFormElement>) {
    const target = event.target as unknown as HTMLInputElement;
    if (target.name && errors[target.name] && !fieldError(event.currentTarget, target.name)) setFieldError(target.name, undefined);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Already on its way (Enter pressed again while busy).
    if (pending) return;
    const form = event.currentTarget;
    const result = schema.safeParse(valuesOf(form));
    if (!result.success) {
      setErrors(result.errors);
      setDetail({});
      const first = Object.keys(result.errors)[0];
      (form.elements.namedItem(first ?? '') as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    setDetail({});
    setPending(true);
    const answer = await submitForm(form.getAttribute('action') ?? '', valuesOf(form));
    // On success the page moves on (to the next stage or the IdP): stay busy until it has.
    if (!answer.ok) {
      setErrors(answer.errors);
      setDetail(answer.detail ?? {});
      setPending(false);
      const fieldError = Object.keys(answer.errors).find((name) => name !== 'form');
      const target = form.elements.namedItem(fieldError ?? options.formErrorField ?? '');
      if (!fieldError && target instanceof HTMLInputElement && options.clearOn?.includes(answer.errors.form ?? '')) target.value = '';
      if (target instanceof HTMLElement) target.focus();
    }
    onResult(answer);
  }

  return { errors, detail, pending, formProps: { onBlur, onChange, onSubmit, noValidate: true, method: 'post' as const } };
}
