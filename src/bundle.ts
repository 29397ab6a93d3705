// The one bundle behind dist/main.js, dist/post.js and dist/cli.js: shared
// code (and any cloud SDK chunk) is bundled once, not once per entry.
export { main } from './main.js';
export { post } from './post.js';
export { cli } from './cli.js';
