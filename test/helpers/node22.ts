import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { toolVerdict, type SystemTool, type ToolVerdict } from './system-tool.js';

/**
 * Node.js 22, the older of the two LTS lines the CLI runs on. `npm run
 * node22` fetches it (the registry's `node` package, which brings the
 * binary for this platform) into node_modules/.node22, beside the project's
 * own packages rather than among them: as a devDependency its `node`
 * command could take the place of Node 24's in node_modules/.bin, on which
 * every npm script runs. Another can be named in SPOT_TRAIN_NODE22.
 */
export const NODE22: SystemTool = {
  name: 'Node.js 22',
  install: 'npm run node22, which fetches it from the npm registry into node_modules/.node22',
};

/** Where Node 22 is looked for, and whether it is there: the binary, or why not. */
export function findNode22(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): { readonly binary: string; readonly verdict: ToolVerdict } {
  const binary =
    env.SPOT_TRAIN_NODE22 ||
    join(root, 'node_modules', '.node22', 'node_modules', 'node', 'bin', 'node');
  const probe = spawnSync(binary, ['-p', 'process.versions.node'], {
    encoding: 'utf8',
    timeout: 10_000,
  });
  // A binary of another line would test the CLI on the wrong Node and pass.
  const found = probe.status === 0 && probe.stdout.startsWith('22.');
  return { binary, verdict: toolVerdict(NODE22, found, env) };
}
