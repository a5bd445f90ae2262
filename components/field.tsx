// A labelled control whose hint and error are tied to it (aria-describedby, aria-invalid), the error
// announced; the text-input flavour. Select, checkbox and radio cards share its frame (field-frame.tsx).
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, describedBy } from './field-frame';

export type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  /** Help shown under the field while it has no error (e.g. the password rule). */
  hint?: string;
  /** The id of an error shown outside the field that is about it (the form's banner for a refused
   *  password): the field is marked invalid and described by it. */
  externalErrorId?: string;
  /** The id of more help about the field's value, shown beside it (a new password's strength). */
  moreDescribedBy?: string;
  /** Controls drawn inside the input's right edge (e.g. the show-password toggle). */
  adornment?: ReactNode;
  /** A control at the end of the label's line (e.g. "Change e-mail"). */
  labelAside?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function Field({ id, label, error, hint, externalErrorId, moreDescribedBy, adornment, labelAside, ref, className, ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} labelAside={labelAside}>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          aria-invalid={error || externalErrorId ? true : undefined}
          aria-describedby={describedBy(id, { hint, error, extra: [externalErrorId, moreDescribedBy].filter(Boolean).join(' ') || undefined })}
          className={`kc-control ${adornment ? 'pr-12' : ''} ${className ?? ''}`}
          {...input}
        />
        {adornment ? <div className="kc-adornment">{adornment}</div> : null}
      </div>
    </FieldFrame>
  );
}
