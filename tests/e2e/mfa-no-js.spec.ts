// MFA journeys with JavaScript disabled: every step works with plain forms and links.
import { mfaJourneys } from './mfa-journeys';

mfaJourneys(false);
