// Issue 38's badge sign-in with JavaScript (the journeys: badge-journeys.ts).
import { badgeJourneys } from './badge-journeys';

badgeJourneys(true);
