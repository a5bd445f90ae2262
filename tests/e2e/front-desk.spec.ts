// Issue 26's shared front-desk computer with JavaScript (the journeys: front-desk-journeys.ts).
import { frontDeskJourneys } from './front-desk-journeys';

frontDeskJourneys(true);
