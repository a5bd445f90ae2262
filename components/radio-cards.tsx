// A choice among a few options drawn as cards (e.g. the MFA method): real radio buttons in a
// fieldset, so arrow keys, forms without JavaScript and screen readers work as they do for radios.
// The chosen card is marked by its border and a check, not by colour alone.
import type { ReactNode } from 'react';
import { FieldMessages, describedBy } from './field-frame';

export type RadioCardOption = { value: string; label: string; description?: string; icon?: ReactNode };

export function RadioCards({
  name,
  legend,
  options,
  defaultValue,
  error,
  required,
}: {
  name: string;
  legend: string;
  options: RadioCardOption[];
  defaultValue?: string;
  error?: string;
  required?: boolean;
}) {
  return (
    <fieldset className="mb-4" aria-describedby={describedBy(name, { error })}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="space-y-2">
        {options.map((o) => {
          const id = `${name}-${o.value}`;
          return (
            <label
              key={o.value}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-control bg-surface p-3 has-checked:border-primary has-checked:bg-[color-mix(in_srgb,var(--kc-primary)_10%,var(--kc-surface))] has-checked:shadow-[inset_0_0_0_1px_var(--kc-primary)] has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={o.value}
                defaultChecked={defaultValue === o.value}
                required={required}
                aria-labelledby={`${id}-label`}
                aria-describedby={o.description ? `${id}-description` : undefined}
                className="mt-0.5 size-5 shrink-0 accent-primary focus-visible:outline-none"
              />
              {o.icon ? <span className="mt-0.5 text-on-muted">{o.icon}</span> : null}
              <span className="min-w-0">
                <span id={`${id}-label`} className="block font-medium">
                  {o.label}
                </span>
                {o.description ? (
                  <span id={`${id}-description`} className="block text-sm text-on-muted">
                    {o.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldMessages id={name} error={error} />
    </fieldset>
  );
}
