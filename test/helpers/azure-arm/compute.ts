// Microsoft.Compute virtual machines as the Compute 2026-04-01 description
// (../shared/specs/azure/compute-2026-04-01.json, ComputeRP.json at the
// commit it names) has VirtualMachines_CreateOrUpdate, _Get, _Delete and
// _ListByLocation: a create answers 201 with the VM and Location,
// Retry-After (and Azure-AsyncOperation, which ARM adds and the SDK
// follows); a delete 202 with the same headers, or 204 when there is no VM.
// A PUT is refused first as Azure would refuse it (vm-rules.ts: the
// description's schema, Microsoft's naming and tag rules, the rules its
// sentences state). Departures: a PUT to an existing VM is refused (409
// OperationNotAllowed) rather than taken as an update, which spot-train never
// sends; the NICs, public IPs and OS disk the VM declares are made at once,
// with no Network or disk operation of their own; what Azure decides at
// allocation (capacity, quota, price) is only what a test told it to answer.

import { randomUUID } from 'node:crypto';
import { error, refusal, type Reply } from './arm-error.js';
import type { Descriptions } from './descriptions.js';
import type { Operations } from './operations.js';
import { fits, placementOf, type FailureRule, type Match } from './failure-rules.js';
import { list, object, str, type Json } from './json.js';
import { vmView } from './vm-view.js';
import { checkVmPut } from './vm-rules.js';

export { error, type Reply } from './arm-error.js';
export type { FailureRule, Match } from './failure-rules.js';

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
    /** The descriptions a VM PUT is read against; without them only the prose rules apply. */
    private readonly descriptions: Descriptions | undefined,
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
    const refused = checkVmPut(this.descriptions, name, body);
    if (refused !== undefined) return refusal(refused);
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
      body: vmView(vm, false),
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
    return { status: 200, body: vmView(vm, expand === 'instanceView') };
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
      .map((vm) => vmView(vm, false));
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
}
