// Issue 38's badge sign-in without JavaScript (the journeys: badge-journeys.ts).
import { badgeJourneys } from './badge-journeys';

badgeJourneys(false);
