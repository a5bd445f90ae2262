'use client';
// Issue 38's badge stage: one field for the badge code, whatever brings it. A USB or Bluetooth scanner
// types the code and Enter into the focused field, so the field has focus from the start and Enter
// sends the form; typing works in any case, with or without spaces and hyphens; with JavaScript and a
// camera, the camera reads the badge's QR code into the field and sends it. Each answer is a whole
// page load: the camera and the decoder's WebAssembly are allowed to this page's document alone.
import { useRef } from 'react';
import { BadgeScanner } from '@/components/badge-scanner';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { HiddenFields } from '@/components/hidden-fields';
import { useLightForm } from '@/lib/client/use-light-form';
import type { FormText } from '@/lib/form-text';
import { BadgeCodeForm as Schema } from '@/lib/validation/badges';
import { messageOf, type FormErrors } from '@/lib/validation/form-schema';

export type BadgeCodeFormProps = {
  flow: Record<string, string | undefined>;
  defaultCode?: string;
  initialErrors?: FormErrors;
  text: FormText<'badgeCode'>;
};

export function BadgeCodeForm({ flow, defaultCode, initialErrors = {}, text }: BadgeCodeFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const { errors, pending, formProps } = useLightForm(Schema, (result) => result.ok && window.location.assign(result.next), initialErrors);
  const formError = errors.form;

  return (
    <form action="/api/login/badge" ref={form} {...formProps}>
      {formError ? <Banner tone="error">{messageOf(text, formError) ?? text.network}</Banner> : null}
      <HiddenFields values={flow} />
      <Field
        id="badgeCode"
        name="badgeCode"
        ref={field}
        label={text.codeLabel}
        defaultValue={defaultCode}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        maxLength={64}
        required
        // A scanner types into whatever has focus: this field, from the start.
        autoFocus
        className="font-mono tracking-wider"
        error={errors.badgeCode ? (messageOf(text, errors.badgeCode) ?? errors.badgeCode) : undefined}
      />
      <BadgeScanner
        text={text}
        onCode={(code) => {
          if (field.current) field.current.value = code;
          form.current?.requestSubmit();
        }}
      />
      <Button type="submit" busy={pending}>
        {text.next}
      </Button>
    </form>
  );
}
