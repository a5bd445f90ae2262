// The passkey button's props, and its place kept in the server's HTML (issue 37): the same divider
// and button, unseen and inert, so the real one takes their room without moving anything.
import type { PasskeyOffer } from '@/lib/passkeys/availability';
import type { CeremonyOutcome, PasskeyCeremony } from '@/lib/client/passkeys';
import { Button, type Variant } from './button';
import { Divider } from './divider';

type CeremonyMessage = Extract<CeremonyOutcome, { message: string }>['message'];

export type PasskeyButtonProps = {
  ceremony: PasskeyCeremony;
  label: string;
  /** The server's half of SPEC §6's rule (the e-mail stage); enrolment and step-up always offer. */
  offer?: Exclude<PasskeyOffer, 'never'>;
  /** Also offer the user's passkeys in the e-mail field's autofill (sign-in only). */
  autofill?: boolean;
  /** Sent along with the response (the flow, the stored URI, the state id). */
  extra?: Record<string, unknown>;
  /** An "or" rule above the button (the e-mail stage). */
  divider?: string;
  variant?: Variant;
  /** Said where this browser cannot use passkeys (a page that is only about passkeys). */
  unsupported?: string;
  /** Translated messages by key (those this ceremony can meet; `network` stands in for a missing one). */
  text: Partial<Record<CeremonyMessage, string>> & { network: string };
};

export function PasskeyPlace({ label, divider, variant = 'primary' }: Pick<PasskeyButtonProps, 'label' | 'divider' | 'variant'>) {
  return (
    <div aria-hidden="true" className="invisible" data-passkey-place="">
      {divider ? <Divider label={divider} /> : null}
      <Button type="button" variant={variant} disabled tabIndex={-1}>
        {label}
      </Button>
    </div>
  );
}
