// The soak alone, printed instead of written into bench/results.md: for a
// trial run. `npm run bench -- soak` runs the same section and records it.
import { soakSection } from './soak.js';

process.stdout.write(`${await soakSection()}\n`);
