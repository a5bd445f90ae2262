// Issue 26's shared front-desk computer without JavaScript: every step is a plain form or link.
import { frontDeskJourneys } from './front-desk-journeys';

frontDeskJourneys(false);
