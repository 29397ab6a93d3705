import type {
  IBulkInsertInstanceResource,
  IInstance,
} from '@google-cloud/compute/build/src/v1/instances_client.js';
import { UserError } from '../../base/errors.js';
import type { LaunchSpec, Rung } from '../cloud.js';
import { nodeRung } from '../node-rung.js';
import { instanceProperties, instanceResource, type Placement } from './instance-resource.js';

/** The label that tells a gang's VMs apart: node i carries `spot-train-node: "i"`. */
export const NODE_LABEL = 'spot-train-node';

// Compute's rule for resource names, which resource policy names follow too.
const RESOURCE_NAME = /^[a-z]([-a-z0-9]{0,61}[a-z0-9])?$/;
const POLICY_PATH =
  /^(?:https:\/\/[^/]+\/compute\/v1\/)?(?:projects\/([^/]+)\/)?regions\/([^/]+)\/resourcePolicies\/([^/]+)$/;

/** Node i's VM is `${name}-${i}`: the startup script reads its index from that suffix. */
export function gangNames(name: string, nodes: number): string[] {
  return Array.from({ length: nodes }, (_, index) => `${name}-${index}`);
}

/**
 * The `placement-policy` option as bulkInsert takes it: the bare name of a
 * resource policy (a COMPACT group placement policy keeps the gang's VMs
 * close together). A URL or a projects/P/regions/R/resourcePolicies/N path
 * is accepted too, and must be of the gang's project and region, since
 * Compute only applies a policy there.
 */
export function placementPolicyName(value: string, where: Placement): string {
  const trimmed = value.trim();
  if (RESOURCE_NAME.test(trimmed)) return trimmed;
  const path = POLICY_PATH.exec(trimmed);
  const [, project, region, name = ''] = path ?? [];
  if (path === null || !RESOURCE_NAME.test(name)) {
    throw new UserError(
      `GCP placement-policy "${value}" is not a resource policy name or projects/P/regions/R/resourcePolicies/NAME`,
    );
  }
  if (region !== where.region || (project !== undefined && project !== where.project)) {
    throw new UserError(
      `GCP placement-policy "${value}" is not in project ${where.project}, region ${where.region}, where this gang starts; resource policies apply only to VMs of their own project and region`,
    );
  }
  return name;
}

/**
 * The bulkInsert body for the VMs `names` on one rung: every VM from the
 * single launch's properties, named `${spec.name}-${i}` through
 * perInstanceProperties (namePattern numbers from 1 and after any VM already
 * matching it). minCount equal to count makes Compute create all or none.
 */
export function gangResource(
  spec: LaunchSpec,
  rung: Rung,
  where: Placement,
  names: readonly string[],
): IBulkInsertInstanceResource {
  const policy = spec.options['placement-policy'];
  const properties = instanceProperties(spec, rung, where);
  return {
    count: String(names.length),
    minCount: String(names.length),
    perInstanceProperties: Object.fromEntries(names.map((n) => [n, {}])),
    instanceProperties:
      policy === undefined || policy === ''
        ? properties
        : { ...properties, resourcePolicies: [placementPolicyName(policy, where)] },
  };
}

/**
 * Node 0's instances.insert body when it runs on-demand beside spot nodes
 * (host-market): bulkInsert gives every VM the same scheduling, so node 0
 * is created on its own, STANDARD, with its node label and only its own
 * runner's script from the start, and in the gang's placement policy
 * (insert names a policy by its path where bulkInsert takes the bare name).
 */
export function hostResource(
  spec: LaunchSpec,
  rung: Rung,
  where: Placement,
  name: string,
): IInstance {
  const policy = spec.options['placement-policy'];
  const body = instanceResource(
    {
      ...spec,
      name,
      labels: { ...spec.labels, [NODE_LABEL]: '0' },
      startupScript: spec.nodeStartupScripts?.[0] ?? spec.startupScript,
    },
    nodeRung(spec, rung, 0),
    where,
  );
  if (policy === undefined || policy === '') return body;
  const path = `projects/${where.project}/regions/${where.region}/resourcePolicies/${placementPolicyName(policy, where)}`;
  return { ...body, resourcePolicies: [path] };
}
