// The partner app as the MFA device, with JavaScript: the page follows the challenge's event stream.
import { partnerAppJourneys } from './partner-app-journeys';

partnerAppJourneys(true);
