import { randomBytes } from 'node:crypto';
import type { Clock } from '../base/clock.js';
import { UserError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { createOnce, readCreated } from '../store/create-once.js';
import { jsonObject } from '../store/torn-record.js';
import { ownerKey } from '../store/layout.js';
import type { Store } from '../store/store.js';
import type { RunIdentity } from './identity.js';

/** Who trains under a run key: enough for a person to find the other job. */
export interface RunOwner {
  readonly job: string;
  readonly runner: string;
  readonly since: string;
}

/**
 * Takes the run key for this train step alone. Two train steps of one
 * workflow run (matrix legs, or two jobs) would share the key and write the
 * same manifest and objects, each hiding the other's saves; the second to
 * come is refused before it restores or trains anything.
 */
export async function takeRunKey(params: {
  readonly store: Store;
  readonly identity: RunIdentity;
  readonly owner: RunOwner;
  readonly clock: Clock;
  readonly logger: Logger;
}): Promise<void> {
  const { store, identity, owner } = params;
  const key = ownerKey(identity.lineage, identity.runId, identity.node?.index);
  const text = `${JSON.stringify({ ...owner, nonce: randomBytes(8).toString('hex') })}\n`;
  if (await createOnce(store, key, text, { ...params, whole: jsonObject })) return;
  const other = describeOwner(await readCreated(store, key, jsonObject));
  if (identity.node) {
    throw new UserError(
      `node-rank: ${other} already trains as node ${identity.node.index} of run ${identity.runId} of lineage ${identity.lineage}; ` +
        'each node of a gang needs its own node-rank, e.g. node-rank: ${{ matrix.rank }}',
    );
  }
  throw new UserError(
    `store: ${other} already trains under run key ${identity.runId} of lineage ${identity.lineage} in ${store.url}; ` +
      'two train steps of one workflow run (matrix legs, or two jobs) would overwrite each other’s checkpoints. ' +
      'Give each its own store prefix, e.g. store: s3://bucket/checkpoints/${{ matrix.name }}',
  );
}

function describeOwner(text: string | undefined): string {
  try {
    const owner = JSON.parse(text ?? '') as Partial<RunOwner>;
    return `job "${owner.job ?? '?'}" on runner "${owner.runner ?? '?'}" (since ${owner.since ?? '?'})`;
  } catch {
    return 'another train step';
  }
}
