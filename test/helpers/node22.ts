import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { toolVerdict, type SystemTool, type ToolVerdict } from './system-tool.js';

/**
 * Node.js 22, the older of the two LTS lines the CLI runs on. `npm ci`
 * brings it as the devDependency node22 (the registry's `node` package,
 * which fetches the binary for this platform); another can be named in
 * SPOT_TRAIN_NODE22.
 */
export const NODE22: SystemTool = {
  name: 'Node.js 22',
  install: 'npm ci, which installs it as the devDependency node22',
};

/** Where Node 22 is looked for, and whether it is there: the binary, or why not. */
export function findNode22(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): { readonly binary: string; readonly verdict: ToolVerdict } {
  const binary = env.SPOT_TRAIN_NODE22 || join(root, 'node_modules', 'node22', 'bin', 'node');
  const probe = spawnSync(binary, ['-p', 'process.versions.node'], {
    encoding: 'utf8',
    timeout: 10_000,
  });
  // A binary of another line would test the CLI on the wrong Node and pass.
  const found = probe.status === 0 && probe.stdout.startsWith('22.');
  return { binary, verdict: toolVerdict(NODE22, found, env) };
}
