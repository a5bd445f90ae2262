'use client';
// The e-mail stage: validated on blur in the browser with the handler's own schema.
import { useRouter } from 'next/navigation';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { EmailInput } from '@/components/email-input';
import { HiddenFields } from '@/components/hidden-fields';
import { useLightForm } from '@/lib/client/use-light-form';
import type { FormText } from '@/lib/form-text';
import { messageOf, type FormErrors } from '@/lib/validation/form-schema';
import { EmailStageForm } from '@/lib/validation/login';

export type EmailFormProps = {
  flow: Record<string, string | undefined>;
  defaultEmail: string;
  remember: boolean;
  /** Issue 26: "This is a shared computer" starts ticked (this browser said so, or its network is a front desk). */
  shared: boolean;
  /** Issue 26: on a front-desk network the box is ticked for good, and says why. */
  frontDesk?: boolean;
  /** Errors a refused plain post brought back (message keys by field). */
  initialErrors?: FormErrors;
  /** Where "Change e-mail" leads, when a remembered e-mail is filled in. */
  changeHref?: string;
  /** Translated strings by key: labels and every error message this form can show. */
  text: FormText<'email'>;
};

export function EmailForm({ flow, defaultEmail, remember, shared, frontDesk = false, initialErrors = {}, changeHref, text }: EmailFormProps) {
  const router = useRouter();
  const { errors, pending, formProps } = useLightForm(EmailStageForm, (result) => result.ok && router.push(result.next), initialErrors);
  const formError = errors.form;

  return (
    <form action="/api/login/email" {...formProps}>
      {formError ? <Banner tone="error">{messageOf(text, formError) ?? text.network}</Banner> : null}
      <HiddenFields values={flow} />
      <EmailInput
        label={text.emailLabel}
        autoComplete="username webauthn"
        defaultValue={defaultEmail}
        // An error the server sent back with the page is not announced: take the user to it.
        autoFocus={!!initialErrors.email}
        error={errors.email ? (messageOf(text, errors.email) ?? errors.email) : undefined}
        labelAside={
          changeHref ? (
            // Shown on hover or focus (always on touch screens); a link, so it needs no JavaScript.
            <a href={changeHref} className="kc-reveal">
              {text.changeEmail}
            </a>
          ) : undefined
        }
      />
      <Checkbox
        id="shared"
        name="shared"
        value="on"
        defaultChecked={shared || frontDesk}
        disabled={frontDesk}
        label={text.sharedComputer}
        hint={frontDesk ? `${text.sharedComputerHint} ${text.sharedByNetwork}` : text.sharedComputerHint}
      />
      {/* Nothing is remembered on a shared computer: the box goes while "shared" is ticked (CSS, no script needed). */}
      <Checkbox id="remember" name="remember" value="on" defaultChecked={remember && !shared} label={text.rememberEmail} className="kc-remember mb-5" />
      <Button type="submit" busy={pending}>
        {text.next}
      </Button>
    </form>
  );
}
