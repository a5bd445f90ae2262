// The partner app as the MFA device with JavaScript disabled: the page looks again every few seconds.
import { partnerAppJourneys } from './partner-app-journeys';

partnerAppJourneys(false);
