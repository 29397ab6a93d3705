/** What a GCP machine type is billed by: vCPUs and memory, each priced per hour. */
export interface MachineShape {
  readonly family: string;
  readonly vcpus: number;
  readonly memoryGiB: number;
}

/**
 * GiB of memory per vCPU of the predefined types (Compute Engine's machine
 * family pages). Types whose GPUs come with them (a2, a3, g2) and shared-core
 * ones are not here: their price is more than vCPUs and memory.
 */
const GIB_PER_VCPU: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  n1: { standard: 3.75, highmem: 6.5, highcpu: 0.9 },
  n2: { standard: 4, highmem: 8, highcpu: 1 },
  n2d: { standard: 4, highmem: 8, highcpu: 1 },
  n4: { standard: 4, highmem: 8, highcpu: 2 },
  e2: { standard: 4, highmem: 8, highcpu: 1 },
  c2: { standard: 4 },
  c2d: { standard: 4, highmem: 8, highcpu: 2 },
  c3: { standard: 4, highmem: 8, highcpu: 2 },
  t2d: { standard: 4 },
};

/** The few predefined types whose memory breaks their family's ratio. */
const MEMORY_EXCEPTIONS: Readonly<Record<string, number>> = {
  'n2-highmem-128': 864,
};

/** The shape of a predefined type such as n2-standard-8; undefined for any other name. */
export function machineShape(type: string): MachineShape | undefined {
  const match = /^([a-z][a-z0-9]*)-(standard|highmem|highcpu)-(\d+)$/.exec(type);
  if (!match) return undefined;
  const [, family = '', kind = '', count = ''] = match;
  const ratio = GIB_PER_VCPU[family]?.[kind];
  if (ratio === undefined) return undefined;
  const vcpus = Number(count);
  return { family, vcpus, memoryGiB: MEMORY_EXCEPTIONS[type] ?? vcpus * ratio };
}
