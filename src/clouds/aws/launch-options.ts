/**
 * The `cloud-options` keys an AWS launch reads. Apart from the request
 * builders, so the settings check a key without loading them.
 */
export const OPTION = {
  securityGroups: 'security-group-ids',
  instanceProfile: 'instance-profile',
  keyName: 'key-name',
  rootDevice: 'root-device',
  /** A cluster placement group, which keeps a gang's VMs close on the network. */
  placementGroup: 'placement-group',
} as const;
