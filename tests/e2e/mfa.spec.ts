// MFA journeys with JavaScript (the same journeys run without it in mfa-no-js.spec.ts).
import { mfaJourneys } from './mfa-journeys';

mfaJourneys(true);
