import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { delimiter, dirname } from 'node:path';
import { defineConfig, type Plugin, type TestProjectInlineConfiguration } from 'vitest/config';
import { findNode22 } from './test/helpers/node22.js';

const WORKFLOW_PARSER = /\/node_modules\/@actions\/workflow-parser\/dist\/.*\.js$/;

/**
 * @actions/workflow-parser imports its JSON schemas without
 * `with { type: 'json' }`, which Node refuses, so Vite loads it instead
 * (server.deps.inline). Its source maps name sources the package does not
 * ship; serving the files without them keeps Vite from warning about each.
 */
const workflowParserWithoutSourceMaps: Plugin = {
  name: 'workflow-parser-without-source-maps',
  async load(id) {
    if (!WORKFLOW_PARSER.test(id)) return null;
    return (await readFile(id, 'utf8')).replace(/^\/\/# sourceMappingURL=.*$/m, '');
  },
};

/**
 * Trainers start as `python3` from PATH. Where that is a version manager's
 * shim (pyenv's is a bash script: 0.4 s a start idle, seconds on a loaded
 * machine), a drill 2 s into an attempt can come before the trainer has
 * imported anything; the interpreter's own directory first on PATH takes
 * the shim out of every test's timing. Without python3 nothing changes.
 */
function interpreterFirstOnPath(): void {
  try {
    const executable = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], {
      encoding: 'utf8',
      timeout: 10_000,
    }).trim();
    if (executable)
      process.env.PATH = `${dirname(executable)}${delimiter}${process.env.PATH ?? ''}`;
  } catch {
    // No python3: the tests that need it say so.
  }
}
interpreterFirstOnPath();

/**
 * The tests that run dist/cli.js as a user's shell would. The CLI runs on
 * Node 22 and 24 (the action only on the runner's node24), so these run a
 * second time with dist/cli.js started by Node 22 (test/helpers/run-dist.ts
 * reads SPOT_TRAIN_CLI_NODE); vitest itself stays on this Node.
 */
const CLI_TESTS = [
  'test/integration/cli*.test.ts',
  'test/integration/local-resume.test.ts',
  'test/integration/store-cli.test.ts',
  'test/integration/npm-package.test.ts',
  // The stores `--store` takes, each an SDK of its own in the bundle.
  'test/integration/s3-store-dist.test.ts',
  'test/integration/gcs-store-dist.test.ts',
  'test/integration/azure-store-dist.test.ts',
];

function cliOnNode22(): TestProjectInlineConfiguration[] {
  const { binary, verdict } = findNode22(import.meta.dirname);
  if (verdict.kind === 'fail') throw new Error(verdict.message);
  if (verdict.kind === 'skip') {
    console.warn(`${verdict.message}: the CLI's tests run on this Node.js only`);
    return [];
  }
  return [
    {
      extends: true,
      test: { name: 'cli-node22', include: CLI_TESTS, env: { SPOT_TRAIN_CLI_NODE: binary } },
    },
  ];
}

export default defineConfig({
  plugins: [workflowParserWithoutSourceMaps],
  test: {
    // Integration tests start real processes (bash, python3, the built
    // action); two cores do not take more than two at a time well.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    server: { deps: { inline: ['@actions/workflow-parser'] } },
    // Each project names its files: a project's include adds to the root's.
    projects: [
      { extends: true, test: { name: 'node24', include: ['test/**/*.test.ts'] } },
      ...cliOnNode22(),
    ],
  },
});
