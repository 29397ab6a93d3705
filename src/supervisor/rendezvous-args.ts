import { basename } from 'node:path';
import { AGENT_MODULES } from './torchrun-agents.js';

/** Where a torchrun agent meets the others: what its exit from the rendezvous needs. */
export interface RendezvousArgs {
  readonly host: string;
  readonly port: number;
  readonly runId: string;
  readonly minNodes: number;
  readonly maxNodes: number;
  /** torch 2.x names a node by `--local-addr` when given, by its FQDN otherwise. */
  readonly localAddr?: string;
}

/** torchrun's flags that take no value; every other flag before the script takes one. */
const SWITCHES = new Set([
  'standalone',
  'module',
  'no_python',
  'run_path',
  'virtual_local_rank',
  'use_env',
]);

/** torchrun's default c10d port when the endpoint names none. */
const DEFAULT_PORT = 29400;

/**
 * The c10d rendezvous of a torchrun command line (as /proc shows it), or
 * why there is none to leave: a standalone or static agent, or flags given
 * some other way (PET_ variables). Flags are read up to the training
 * script; its own arguments may mention anything.
 */
export function rendezvousArgs(argv: readonly string[]): RendezvousArgs | string {
  const flags = torchrunFlags(argv);
  if (flags.has('standalone')) return 'the agent runs --standalone';
  const backend = flags.get('rdzv_backend');
  if (backend !== 'c10d') return `its rendezvous backend is ${backend ?? 'not given'}, not c10d`;
  const endpoint = flags.get('rdzv_endpoint');
  const runId = flags.get('rdzv_id');
  const nodes = /^(\d+)(?::(\d+))?$/.exec(flags.get('nnodes') ?? '');
  if (!endpoint || !runId || !nodes)
    return 'its --rdzv-endpoint, --rdzv-id or --nnodes is not given';
  const at = endpoint.lastIndexOf(':');
  const port = at < 0 ? DEFAULT_PORT : Number(endpoint.slice(at + 1));
  if (!Number.isInteger(port) || port <= 0) return `its --rdzv-endpoint ${endpoint} has no port`;
  const minNodes = Number(nodes[1]);
  const localAddr = flags.get('local_addr');
  return {
    host: (at < 0 ? endpoint : endpoint.slice(0, at)).replace(/^\[(.*)\]$/, '$1'),
    port,
    runId,
    minNodes,
    maxNodes: nodes[2] === undefined ? minNodes : Number(nodes[2]),
    ...(localAddr ? { localAddr } : {}),
  };
}

/** The flags before the training script, by name with `-` read as `_`. */
function torchrunFlags(argv: readonly string[]): Map<string, string> {
  const flags = new Map<string, string>();
  const start = argv.findIndex(
    (word) => basename(word) === 'torchrun' || AGENT_MODULES.has(word.replace(/^-m/, '')),
  );
  for (let index = Math.max(start, 0) + 1; index < argv.length; index++) {
    const word = argv[index] ?? '';
    if (!word.startsWith('--')) break;
    const eq = word.indexOf('=');
    const name = (eq < 0 ? word.slice(2) : word.slice(2, eq)).replaceAll('-', '_');
    if (eq >= 0) flags.set(name, word.slice(eq + 1));
    else if (SWITCHES.has(name)) flags.set(name, '');
    else flags.set(name, argv[++index] ?? '');
  }
  return flags;
}
