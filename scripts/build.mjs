// npm run build: the standalone production build, ready for `npm start`.
import { build } from './lib.mjs';

process.exit(build());
