// Issue 38's temporary pass without JavaScript (the journeys: temporary-pass-journeys.ts).
import { temporaryPassJourneys } from './temporary-pass-journeys';

temporaryPassJourneys(false);
