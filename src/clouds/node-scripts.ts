import type { LaunchSpec } from './cloud.js';

/**
 * The gang's per-node startup scripts, node i's at index i, or undefined
 * when the spec carries only the shared one. A list of another length is a
 * bug in the caller, not something to work around: a VM given the wrong
 * node's script would run another node's runner.
 */
export function nodeScripts(spec: LaunchSpec, nodes: number): readonly string[] | undefined {
  const scripts = spec.nodeStartupScripts;
  if (scripts === undefined) return undefined;
  if (scripts.length !== nodes) {
    throw new Error(
      `launch ${spec.name} has ${scripts.length} per-node startup scripts for a gang of ${nodes} nodes`,
    );
  }
  return scripts;
}
