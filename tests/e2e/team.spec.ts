// Issue 39's manager's page with JavaScript (the journeys: team-journeys.ts).
import { teamJourneys } from './team-journeys';

teamJourneys(true);
