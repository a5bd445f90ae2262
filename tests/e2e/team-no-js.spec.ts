// Issue 39's manager's page without JavaScript (the journeys: team-journeys.ts).
import { teamJourneys } from './team-journeys';

teamJourneys(false);
