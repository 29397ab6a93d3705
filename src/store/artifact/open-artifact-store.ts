import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DefaultArtifactClient } from '@actions/artifact';
import { systemClock } from '../../base/clock.js';
import { silentLogger } from '../../base/log.js';
import type { StoreLocation } from '../store-location.js';
import { ARTIFACT_INTERVAL_MS, ARTIFACTS_PER_JOB, type StoreOptions } from '../store-options.js';
import type { Store } from '../store.js';
import { ArtifactRuns } from './artifact-runs.js';
import { ArtifactStore } from './artifact-store.js';

/**
 * Opens an `artifact://NAME` store: this run's artifacts, and earlier runs'
 * through the API. The settings checked that the run's job can reach the
 * artifact service, and say which run this is.
 */
export function openArtifactStore(
  location: Extract<StoreLocation, { kind: 'artifact' }>,
  options: StoreOptions,
): Store {
  const run = options.artifactRun;
  return new ArtifactStore({
    runs: new ArtifactRuns({
      client: new DefaultArtifactClient(),
      currentRunId: run?.runId ?? '',
      owner: run?.owner ?? '',
      repo: run?.repo ?? '',
      token: run?.token,
    }),
    base: location.base,
    scratch: join(run?.scratchDir ?? tmpdir(), 'spot-train-artifacts'),
    clock: systemClock,
    logger: options.logger ?? silentLogger,
    batchIntervalMs: options.artifactIntervalMs ?? ARTIFACT_INTERVAL_MS,
    artifactLimit: ARTIFACTS_PER_JOB,
    endReserve: 15,
    stagingConcurrency: 4,
  });
}
