import { endpointText, type GangSettings } from '../settings/gang.js';

/** torchrun's default rendezvous port, for a single node that was given none. */
const DEFAULT_RENDEZVOUS = '127.0.0.1:29500';

/** For the torchrun command line; the rendezvous id is the gang's run, which a replacement joins too. */
export function trainerEnv(gang: GangSettings, runId: string): Readonly<Record<string, string>> {
  const minNodes = gang.minNodes ?? gang.nodes;
  return {
    // torchrun's elastic form, MIN:MAX, for an elastic gang.
    SPOT_TRAIN_NNODES: minNodes < gang.nodes ? `${minNodes}:${gang.nodes}` : String(gang.nodes),
    SPOT_TRAIN_MIN_NODES: String(minNodes),
    SPOT_TRAIN_NODE_RANK: String(gang.nodeRank),
    SPOT_TRAIN_RDZV_ENDPOINT: gang.rendezvous ? endpointText(gang.rendezvous) : DEFAULT_RENDEZVOUS,
    SPOT_TRAIN_RDZV_ID: `spot-train-${runId}`,
    // torch 2.x's agents share one TCP store with the workers, served by the
    // agent that was group rank 0 at the first rendezvous, and the others
    // keep its address across re-forms (dynamic_rendezvous.py): when that
    // node leaves an elastic gang, the survivors' workers wait on a store
    // that is gone. Unshared, each re-form publishes the new rank 0's address.
    ...(minNodes < gang.nodes ? { TORCH_DISABLE_SHARE_RDZV_TCP_STORE: '1' } : {}),
  };
}
