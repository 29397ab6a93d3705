// EC2 counts running vCPUs against one quota per group of instance families,
// separately for on-demand and spot, per region. The groups below are the
// ones the Service Quotas console lists (EC2 User Guide, "On-Demand Instance
// quotas" and "Spot Instance quotas"); naming the exact quota saves the user a
// search through a hundred similar ones.
const STANDARD = 'Standard (A, C, D, H, I, M, R, T, Z)';

// Longer prefixes first: "inf" and "im4gn" both start with "i".
const GROUPS: readonly (readonly [prefix: string, group: string])[] = [
  ['inf', 'Inf'],
  ['trn', 'Trn'],
  ['dl', 'DL'],
  ['hpc', 'HPC'],
  ['vt', 'G and VT'],
  ['g', 'G and VT'],
  ['p', 'P'],
  ['f', 'F'],
  ['x', 'X'],
  ['u', 'High Memory'],
  ...['a', 'c', 'd', 'h', 'i', 'm', 'r', 't', 'z'].map((letter) => [letter, STANDARD] as const),
];

function groupOf(instanceType: string): string | undefined {
  const family = /^[a-z]+/.exec(instanceType.toLowerCase())?.[0] ?? '';
  return GROUPS.find(([prefix]) => family.startsWith(prefix))?.[1];
}

/** The Service Quotas name of the vCPU quota an instance type counts against. */
export function vcpuQuotaName(instanceType: string, market: 'spot' | 'on-demand'): string {
  const group = groupOf(instanceType);
  if (market === 'spot') {
    return group === undefined
      ? `the "All ... Spot Instance Requests" quota of the ${instanceType} family`
      : `the "All ${group} Spot Instance Requests" quota`;
  }
  return group === undefined
    ? `the "Running On-Demand ... instances" quota of the ${instanceType} family`
    : `the "Running On-Demand ${group} instances" quota`;
}
