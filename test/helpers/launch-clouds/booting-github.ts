// GitHub as a launch on GCP or Azure sees it. A VM that runs starts the
// runner its startup script holds (the script's jit_config), which GitHub
// then shows online: here every request to GitHub first lets each VM the
// cloud stand-in runs by then do that, so the launch's first look at its
// runner after the VM is up finds it online, as on EC2 (launch-servers.ts),
// with no timer. The front forwards everything else to the GitHub stand-in
// untouched; the stand-ins of the clouds have no create hook to do it from.

import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GitHubApi } from '../github-api/index.js';
import { heldJitConfigs, runnerNameOf } from '../jit-config.js';

export interface BootingFront {
  /** For GITHUB_API_URL. */
  readonly url: string;
  close(): Promise<void>;
}

/** What booting these startup scripts does: their runners come online. The runners' names. */
export function bootRunners(github: GitHubApi, scripts: Iterable<string>): string[] {
  const started: string[] = [];
  for (const script of scripts) {
    for (const config of heldJitConfigs(script)) {
      const runner = github.runners.byName(runnerNameOf(config));
      if (runner === undefined || runner.status === 'online') continue;
      runner.status = 'online';
      started.push(runner.name);
    }
  }
  return started;
}

/** Forwards to `github`, calling `boot` as each request arrives. */
export async function startBootingFront(
  github: GitHubApi,
  boot: () => void,
): Promise<BootingFront> {
  const upstream = new URL(github.url);
  const server = createServer((req, res) => {
    boot();
    const forward = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
