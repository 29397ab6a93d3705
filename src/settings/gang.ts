import { UserError } from '../base/errors.js';
import { Input } from './input-names.js';
import { NODES_RANGE } from './ranges.js';
import type { SettingSource } from './source.js';
import { parseInteger } from './values.js';

/** An address the gang's VMs reach node 0 at. */
export interface Endpoint {
  readonly host: string;
  readonly port: number;
}

/** Where this train step stands in its gang; `nodes: 1` is a gang of one. */
export interface GangSettings {
  readonly nodes: number;
  readonly nodeRank: number;
  /** torchrun's c10d rendezvous on node 0; the notice channel listens on the next port. */
  readonly rendezvous?: Endpoint;
  /**
   * An elastic gang's floor (`min-nodes`, given below `nodes`): a node other
   * than 0 may leave and the rest train on. Absent: the whole gang or none.
   */
  readonly minNodes?: number;
}

/** `nodes`, `node-rank` and `rendezvous`, each checked against the others. */
export function parseGangSettings(source: SettingSource): GangSettings {
  const nodes = parseInteger(source.text(Input.nodes), Input.nodes, NODES_RANGE);
  const rankText = source.text(Input.nodeRank, nodes === 1 ? '0' : '');
  if (rankText === '') {
    throw new UserError(
      `${Input.nodeRank}: required with ${Input.nodes}: ${nodes}; pass the matrix value, e.g. node-rank: \${{ matrix.rank }}`,
    );
  }
  const nodeRank = parseInteger(rankText, Input.nodeRank, { min: 0, max: nodes - 1 });
  const rendezvousText = source.text(Input.rendezvous);
  if (rendezvousText === '' && nodes > 1) {
    throw new UserError(
      `${Input.rendezvous}: required with ${Input.nodes}: ${nodes}; pass the launch step's output, e.g. rendezvous: \${{ needs.launch.outputs.rendezvous }}`,
    );
  }
  const minText = source.text(Input.minNodes);
  const minNodes =
    minText === '' ? nodes : parseInteger(minText, Input.minNodes, { min: 1, max: nodes });
  const elastic = minNodes < nodes;
  return {
    nodes,
    nodeRank,
    ...(elastic ? { minNodes } : {}),
    ...(rendezvousText === ''
      ? {}
      : { rendezvous: parseEndpoint(rendezvousText, Input.rendezvous) }),
  };
}

/**
 * `host:port`, IPv6 in brackets. The port leaves room for the next one,
 * which the gang's notice channel uses.
 */
export function parseEndpoint(value: string, name: string): Endpoint {
  const match =
    /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?):([0-9]{1,5})$/.exec(
      value.trim(),
    );
  const port = match ? Number(match[2]) : Number.NaN;
  if (!match?.[1] || !(port >= 1 && port <= 65534)) {
    throw new UserError(
      `${name}: "${value}" is not host:port (a port from 1 to 65534, since the next port carries spot-train's notices); expected e.g. 10.0.1.15:29500`,
    );
  }
  return { host: match[1].replace(/^\[|\]$/g, ''), port };
}

/** `host:port` as parseEndpoint reads it back: an IPv6 address takes brackets before a port. */
export function endpointText(endpoint: Endpoint): string {
  return endpoint.host.includes(':')
    ? `[${endpoint.host}]:${endpoint.port}`
    : `${endpoint.host}:${endpoint.port}`;
}
