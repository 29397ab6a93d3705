// `spot-train` as dist/cli.js runs it, less one setting: V8's default rule
// for memory outside the heap (a full collection per 64 MiB of Buffers not
// yet collected) is left as it is. The S3 bench runs `spot-train restore`
// through both, to show what the setting in dist/cli.js is worth.
// `node cli-default-gc-child.js ARGS...`, as `node dist/cli.js ARGS...`.
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './paths.js';

enableCompileCache();
const { cli } = (await import(pathToFileURL(join(ROOT, 'dist/index.js')).href)) as {
  cli: (argv: readonly string[]) => Promise<number>;
};
process.exit(await cli(process.argv.slice(2)));
