import { randomUUID } from 'node:crypto';
import type { Operations } from './operations.js';

type Json = Record<string, unknown>;

export interface Reply {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

/** Which create requests a failure rule hits; an absent field matches anything. */
export interface Match {
  readonly region?: string;
  readonly zone?: string;
  readonly size?: string;
  readonly market?: 'spot' | 'on-demand';
}

export interface FailureRule {
  readonly match: Match;
  readonly code: string;
  readonly message: string;
  /** 'request': ARM refuses the PUT (409); 'operation': the async operation fails. */
  readonly stage: 'request' | 'operation';
  /** Fail only once this many matching VMs hold an allocation (creating or running). */
  readonly cap?: number;
}

/** What a create asks for, as failure rules match it. */
interface Placement {
  readonly location: string;
  readonly zones: readonly string[];
  readonly size: string;
  readonly market: 'spot' | 'on-demand';
}

function fits(match: Match, placement: Placement): boolean {
  return (
    (match.region === undefined || match.region === placement.location) &&
    (match.zone === undefined || placement.zones.includes(match.zone)) &&
    (match.size === undefined || match.size === placement.size) &&
    (match.market === undefined || match.market === placement.market)
  );
}

export interface EmulatedVm {
  readonly id: string;
  readonly name: string;
  readonly group: string;
  readonly location: string;
  /** The PUT body as the SDK sent it. */
  readonly request: Json;
  provisioningState: 'Creating' | 'Succeeded' | 'Failed' | 'Deleting';
  power?: string;
  failure?: { code: string; message: string };
  readonly timeCreated: string;
  readonly vmId: string;
  /** Resources created with the VM and deleted with it (delete option Delete). */
  readonly companions: string[];
}

export interface NetworkResource {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly location: string;
  readonly deleteOption: string;
  /** A NIC's first IP configuration: its name, subnet and the private address Azure gave it. */
  readonly ipConfiguration?: { name: string; subnetId?: string; privateIp: string };
}

export function error(status: number, code: string, message: string): Reply {
  return { status, body: { error: { code, message } } };
}

function object(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}

function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.map(object) : [];
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function placementOf(request: Json): Placement {
  const properties = object(request.properties);
  return {
    location: str(request.location) ?? '',
    zones: Array.isArray(request.zones) ? request.zones.map(String) : [],
    size: str(object(properties.hardwareProfile).vmSize) ?? '',
    market: str(properties.priority) === 'Spot' ? 'spot' : 'on-demand',
  };
}

/** Microsoft.Compute virtual machines, with the NICs and public IPs they create. */
export class Compute {
  readonly vms = new Map<string, EmulatedVm>();
  readonly network = new Map<string, NetworkResource>();
  readonly rules: FailureRule[] = [];
  /** VM key -> how many more deletes of it fail. */
  readonly deleteFailures = new Map<string, number>();
  /** Whether the delete of this NIC or IP (by id), cascaded from its VM's, fails now; set by the network deletes. */
  networkDeleteFails: (id: string) => boolean = () => false;
  // Azure keeps a subnet's first four addresses, so the first NIC gets .4.
  private nextHost = 4;

  constructor(
    private readonly subscription: string,
    private readonly groups: ReadonlySet<string>,
    private readonly operations: Operations,
    private readonly operationUrl: (location: string, id: string, monitor: boolean) => string,
  ) {}

  private key(group: string, name: string): string {
    return `${group}/${name}`.toLowerCase();
  }

  hasGroup(group: string): boolean {
    return [...this.groups].some((known) => known.toLowerCase() === group.toLowerCase());
  }

  find(group: string, name: string): EmulatedVm | undefined {
    return this.vms.get(this.key(group, name));
  }

  put(group: string, name: string, body: unknown): Reply {
    const request = object(body);
    const properties = object(request.properties);
    const location = str(request.location);
    const size = str(object(properties.hardwareProfile).vmSize);
    if (location === undefined || size === undefined) {
      return error(
        400,
        'InvalidParameter',
        'location and properties.hardwareProfile.vmSize are required',
      );
    }
    if (this.find(group, name) !== undefined) {
      return error(409, 'OperationNotAllowed', `VM ${name} exists; spot-train never updates one`);
    }
    // A Spot VM without an eviction policy is taken, as the description makes it optional:
    // evict() then deallocates it, Azure's default.
    const rule = this.rules.find(
      ({ match, cap }) =>
        fits(match, placementOf(request)) && (cap === undefined || this.allocated(match) >= cap),
    );
    if (rule?.stage === 'request') return error(409, rule.code, rule.message);

    const id = `/subscriptions/${this.subscription}/resourceGroups/${group}/providers/Microsoft.Compute/virtualMachines/${name}`;
    const vm: EmulatedVm = {
      id,
      name,
      group,
      location,
      request,
      provisioningState: 'Creating',
      timeCreated: new Date().toISOString(),
      vmId: randomUUID(),
      companions: this.createCompanions(group, location, name, properties),
    };
    this.vms.set(this.key(group, name), vm);
    const operation = this.operations.start(() => {
      if (rule !== undefined) {
        vm.provisioningState = 'Failed';
        vm.failure = { code: rule.code, message: rule.message };
        return vm.failure;
      }
      vm.provisioningState = 'Succeeded';
      vm.power = 'running';
      return undefined;
    });
    return {
      status: 201,
      body: this.representation(vm, false),
      // The 2026-04-01 description declares Location and Retry-After on the 201; ARM
      // also sends Azure-AsyncOperation, which the SDK follows. Retry-After is 0 s here,
      // so a test's poll interval decides (the SDK takes a positive one over its own).
      headers: {
        'Azure-AsyncOperation': this.operationUrl(location, operation, false),
        Location: this.operationUrl(location, operation, true),
        'Retry-After': '0',
      },
    };
  }

  get(group: string, name: string, expand: string | null): Reply {
    const vm = this.find(group, name);
    if (vm === undefined) return this.notFound(group, name);
    return { status: 200, body: this.representation(vm, expand === 'instanceView') };
  }

  delete(group: string, name: string): Reply {
    const vm = this.find(group, name);
    if (vm === undefined) return { status: 204 };
    vm.provisioningState = 'Deleting';
    const failuresLeft = this.deleteFailures.get(this.key(group, name)) ?? 0;
    if (failuresLeft > 0) this.deleteFailures.set(this.key(group, name), failuresLeft - 1);
    const operation = this.operations.start(() => {
      if (failuresLeft > 0) {
        vm.provisioningState = 'Failed';
        return {
          code: 'InternalExecutionError',
          message: `An internal execution error occurred while deleting VM ${name}; the emulator was told to fail this delete`,
        };
      }
      this.remove(vm);
      return undefined;
    });
    return {
      status: 202,
      headers: {
        'Azure-AsyncOperation': this.operationUrl(vm.location, operation, false),
        Location: this.operationUrl(vm.location, operation, true),
        'Retry-After': '0',
      },
    };
  }

  listByLocation(location: string): Json[] {
    return [...this.vms.values()]
      .filter((vm) => vm.location.toLowerCase() === location.toLowerCase())
      .map((vm) => this.representation(vm, false));
  }

  /** VMs that hold an allocation (creating or running) where `match` applies. */
  allocated(match: Match): number {
    return [...this.vms.values()].filter(
      (vm) =>
        (vm.provisioningState === 'Creating' || vm.provisioningState === 'Succeeded') &&
        fits(match, placementOf(vm.request)),
    ).length;
  }

  /** Takes a VM away as a spot eviction does: per its eviction policy, deleted or deallocated. */
  evict(vm: EmulatedVm, stage: 'deleting' | 'done'): void {
    const policy = str(object(vm.request.properties).evictionPolicy) ?? 'Deallocate';
    if (policy === 'Delete') {
      if (stage === 'done') this.remove(vm);
      else vm.provisioningState = 'Deleting';
    } else {
      vm.power = stage === 'done' ? 'deallocated' : 'deallocating';
    }
  }

  private remove(vm: EmulatedVm): void {
    this.vms.delete(this.key(vm.group, vm.name));
    for (const id of vm.companions) {
      const resource = this.network.get(id.toLowerCase());
      if (resource?.deleteOption === 'Delete' && !this.networkDeleteFails(resource.id)) {
        this.network.delete(id.toLowerCase());
      }
    }
  }

  private notFound(group: string, name: string): Reply {
    if (!this.hasGroup(group)) {
      return error(404, 'ResourceGroupNotFound', `Resource group '${group}' could not be found.`);
    }
    return error(
      404,
      'ResourceNotFound',
      `The Resource 'Microsoft.Compute/virtualMachines/${name}' under resource group '${group}' was not found.`,
    );
  }

  private createCompanions(
    group: string,
    location: string,
    vmName: string,
    properties: Json,
  ): string[] {
    const created: string[] = [];
    const add = (
      type: string,
      name: string,
      deleteOption: unknown,
      ipConfiguration?: NetworkResource['ipConfiguration'],
    ): void => {
      const id = `/subscriptions/${this.subscription}/resourceGroups/${group}/providers/${type}/${name}`;
      this.network.set(id.toLowerCase(), {
        id,
        name,
        type,
        location,
        deleteOption: str(deleteOption) ?? 'Detach',
        ...(ipConfiguration === undefined ? {} : { ipConfiguration }),
      });
      created.push(id);
    };
    // The SDK nests each configuration's settings under `properties`.
    const network = object(properties.networkProfile);
    for (const nic of list(network.networkInterfaceConfigurations)) {
      const nicProperties = object(nic.properties);
      const first = list(nicProperties.ipConfigurations)[0] ?? {};
      const subnetId = str(object(object(first.properties).subnet).id);
      add(
        'Microsoft.Network/networkInterfaces',
        str(nic.name) ?? `${vmName}-nic`,
        nicProperties.deleteOption,
        {
          name: str(first.name) ?? 'ipconfig1',
          ...(subnetId === undefined ? {} : { subnetId }),
          privateIp: this.privateIp(),
        },
      );
      for (const ipConfiguration of list(nicProperties.ipConfigurations)) {
        const publicIp = object(object(ipConfiguration.properties).publicIPAddressConfiguration);
        const name = str(publicIp.name);
        if (name !== undefined) {
          add(
            'Microsoft.Network/publicIPAddresses',
            name,
            object(publicIp.properties).deleteOption,
          );
        }
      }
    }
    const osDisk = object(object(properties.storageProfile).osDisk);
    add('Microsoft.Compute/disks', `${vmName}_OsDisk_1`, osDisk.deleteOption);
    return created;
  }

  private privateIp(): string {
    const host = this.nextHost++;
    return `10.0.${Math.floor(host / 256)}.${host % 256}`;
  }

  private representation(vm: EmulatedVm, withInstanceView: boolean): Json {
    const properties = { ...object(vm.request.properties) };
    // Azure never returns customData.
    const osProfile = { ...object(properties.osProfile) };
    delete osProfile.customData;
    const statuses: Json[] = [
      vm.failure === undefined
        ? {
            code: `ProvisioningState/${vm.provisioningState.toLowerCase()}`,
            level: 'Info',
            displayStatus: `Provisioning ${vm.provisioningState.toLowerCase()}`,
          }
        : {
            code: `ProvisioningState/failed/${vm.failure.code}`,
            level: 'Error',
            displayStatus: 'Provisioning failed',
            message: vm.failure.message,
          },
    ];
    if (vm.power !== undefined) {
      statuses.push({
        code: `PowerState/${vm.power}`,
        level: 'Info',
        displayStatus: `VM ${vm.power}`,
      });
    }
    return {
      id: vm.id,
      name: vm.name,
      type: 'Microsoft.Compute/virtualMachines',
      location: vm.location,
      ...(vm.request.tags === undefined ? {} : { tags: vm.request.tags }),
      ...(vm.request.zones === undefined ? {} : { zones: vm.request.zones }),
      properties: {
        ...properties,
        osProfile,
        provisioningState: vm.provisioningState,
        vmId: vm.vmId,
        timeCreated: vm.timeCreated,
        ...(withInstanceView ? { instanceView: { computerName: vm.name, statuses } } : {}),
      },
    };
  }
}
