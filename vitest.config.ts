import { readFile } from 'node:fs/promises';
import { defineConfig, type Plugin } from 'vitest/config';

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

export default defineConfig({
  plugins: [workflowParserWithoutSourceMaps],
  test: {
    include: ['test/**/*.test.ts'],
    // Integration tests start real processes (bash, python3, the built
    // action); two cores do not take more than two at a time well.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
});
