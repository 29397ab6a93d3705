export const id = 5031;
export const ids = [5031];
export const modules = {

/***/ 25031:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AzureCloud: () => (/* binding */ AzureCloud)
});

// UNUSED EXPORTS: ARM_ENDPOINT_ENV

// EXTERNAL MODULE: ./node_modules/@azure/arm-compute/dist/esm/index.js + 137 modules
var esm = __webpack_require__(61814);
// EXTERNAL MODULE: ./node_modules/@azure/arm-compute/dist/esm/api/index.js + 2 modules
var api = __webpack_require__(96483);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(19473);
;// CONCATENATED MODULE: ./build/clouds/azure/arm-response.js

/** A string field of an ARM body, or undefined when it is missing or not a string. */
function arm_response_text(value) {
    return typeof value === 'string' ? value : undefined;
}
/**
 * A failed ARM answer read through `pathUnchecked` (which throws nothing)
 * as a RestError like the SDK's own, so one error mapping serves both.
 */
function restErrorOf(status, body, what) {
    const error = typeof body === 'object' && body !== null ? body.error : undefined;
    const fields = typeof error === 'object' && error !== null ? error : {};
    const code = arm_response_text(fields.code);
    return new esm/* RestError */.pj(arm_response_text(fields.message) ?? `${what} answered HTTP ${status}`, {
        statusCode: status,
        ...(code === undefined ? {} : { code }),
    });
}

;// CONCATENATED MODULE: ./build/clouds/azure/activity-log.js

// Azure writes an event named Microsoft.Compute/virtualMachines/evictSpotVM/action
// when it evicts a spot VM, whatever the eviction policy; with policy Delete it
// is all that is left of the VM. Field reports show the scale-set form
// (virtualMachineScaleSets/evictSpotVM/action) too, so any Compute operation
// ending in evictSpotVM/action counts. A simulated eviction records its own
// operation first.
function isEviction(operation) {
    return operation.startsWith('microsoft.compute/') && operation.endsWith('/evictspotvm/action');
}
const SIMULATE = 'microsoft.compute/virtualmachines/simulateeviction/action';
// ActivityLogs_List, the subscription's activity log (Azure Monitor REST API).
const API_VERSION = '2015-04-01';
function activity_log_valueOf(field) {
    if (typeof field !== 'object' || field === null)
        return undefined;
    return arm_response_text(field.value);
}
function eventsOf(body) {
    if (typeof body !== 'object' || body === null)
        return { events: [] };
    const { value, nextLink } = body;
    const events = (Array.isArray(value) ? value : []).flatMap((raw) => {
        if (typeof raw !== 'object' || raw === null)
            return [];
        const entry = raw;
        const operation = activity_log_valueOf(entry.operationName);
        if (operation === undefined)
            return [];
        const at = arm_response_text(entry.eventTimestamp);
        return [
            {
                operation,
                status: activity_log_valueOf(entry.status) ?? 'unknown',
                ...(at === undefined ? {} : { at }),
            },
        ];
    });
    const next = arm_response_text(nextLink);
    return next === undefined || next === '' ? { events } : { events, nextLink: next };
}
/**
 * The eviction of the VM with this resource id between `from` and `to`, if
 * the activity log has one. The query goes through the compute client's own
 * pipeline (credential, retries, endpoint), so it needs no monitor SDK.
 */
async function findEviction(context, resourceId, from, to) {
    const filter = `eventTimestamp ge '${from.toISOString()}' and eventTimestamp le '${to.toISOString()}' and resourceUri eq '${resourceId}'`;
    const path = `/subscriptions/${encodeURIComponent(context.subscriptionId)}/providers/Microsoft.Insights/eventtypes/management/values`;
    let response = await context.pathUnchecked(path).get({
        queryParameters: {
            'api-version': API_VERSION,
            $filter: filter,
            $select: 'operationName,status,eventTimestamp,resourceId',
        },
    });
    let simulated;
    for (;;) {
        const status = Number(response.status);
        const body = response.body;
        if (status !== 200)
            throw restErrorOf(status, body, 'the activity log');
        const page = eventsOf(body);
        for (const event of page.events) {
            const operation = event.operation.toLowerCase();
            if (isEviction(operation) && event.status.toLowerCase() !== 'failed') {
                return { ...event, simulated: simulated !== undefined };
            }
            if (operation === SIMULATE && event.status.toLowerCase() !== 'failed') {
                simulated = { ...event, simulated: true };
            }
        }
        if (page.nextLink === undefined)
            return simulated;
        response = await context.pathUnchecked(page.nextLink).get();
    }
}

// EXTERNAL MODULE: ./build/clouds/cloud.js
var cloud = __webpack_require__(31370);
;// CONCATENATED MODULE: ./build/clouds/azure/arm-errors.js



// The long-running-operation poller drops the error object of a failed
// operation and keeps only "The long-running operation has failed. <code>. <message>".
const FAILED_OPERATION = /^The long-running operation has failed\. ([A-Za-z0-9_.]+)\. ?([\s\S]*)$/;
/** The ARM error code and message of whatever a call threw. */
function failureOf(error) {
    if ((0,esm/* isRestError */.T0)(error)) {
        return {
            code: error.code ?? '',
            message: error.message,
            ...(error.statusCode === undefined ? {} : { status: error.statusCode }),
        };
    }
    if (error instanceof Error) {
        const failed = FAILED_OPERATION.exec(error.message);
        if (failed?.[1] !== undefined)
            return { code: failed[1], message: failed[2] ?? '' };
        // @azure/identity names its errors after what went wrong.
        return { code: error.name, message: error.message };
    }
    return { code: '', message: (0,errors/* describeError */.U)(error) };
}
function isNotFound(error) {
    const failure = failureOf(error);
    return (failure.status === 404 ||
        failure.code === 'ResourceNotFound' ||
        failure.code === 'ResourceGroupNotFound' ||
        failure.code === 'NotFound');
}
// No capacity for this size here, or not at this price: another rung may
// have it. Sources: "Error messages for Azure Spot Virtual Machines and
// scale sets" (SkuNotAvailable, SpotPriceGreaterThanProvidedMaxPrice) and
// "Troubleshoot allocation failures" (the allocation codes).
const CAPACITY = new Set([
    'SkuNotAvailable',
    'AllocationFailed',
    'ZonalAllocationFailed',
    'OverconstrainedAllocationRequest',
    'OverconstrainedZonalAllocationRequest',
    'SpotPriceGreaterThanProvidedMaxPrice',
]);
const BAD_CREDENTIALS = new Set([
    'InvalidAuthenticationToken',
    'InvalidAuthenticationTokenTenant',
    'ExpiredAuthenticationToken',
    'AuthenticationFailed',
    'CredentialUnavailableError',
    'AuthenticationRequiredError',
    'AuthenticationError',
    'AggregateAuthenticationError',
]);
function isQuota(failure) {
    return (failure.code === 'QuotaExceeded' ||
        (failure.code === 'OperationNotAllowed' && /quota/i.test(failure.message)));
}
/**
 * Turns an ARM error into what the caller acts on: CapacityError moves the
 * launch ladder on; UserError says what the user has to change (a role, a
 * quota, the login); anything else keeps Azure's code and message.
 */
function explainArmError(error, call) {
    const failure = failureOf(error);
    const said = failure.code === '' ? failure.message : `${failure.code}: ${failure.message}`;
    if (CAPACITY.has(failure.code)) {
        return new cloud/* CapacityError */.h(`${call.target}: ${said}`, { cause: error });
    }
    if (isQuota(failure)) {
        return new errors/* UserError */.y(`Azure quota stops ${call.target}: ${said} Ask for more quota (spot VMs count against the regional "Total Regional Low-priority vCPUs" quota, regular ones against the VM family's) or choose smaller or other sizes.`, { cause: error });
    }
    if (failure.code === 'AuthorizationFailed') {
        return new errors/* UserError */.y(`Azure denied ${call.action} for ${call.target}: give the identity a role that grants it (Contributor on the resource group covers the VM actions; the activity log needs Reader on the subscription). Azure said: ${said}`, { cause: error });
    }
    if (failure.code === 'LinkedAuthorizationFailed') {
        return new errors/* UserError */.y(`Azure denied an action ${call.target} depends on, most likely Microsoft.Network/virtualNetworks/subnets/join/action on the subnet (Network Contributor on the virtual network grants it). Azure said: ${said}`, { cause: error });
    }
    if (BAD_CREDENTIALS.has(failure.code)) {
        return new errors/* UserError */.y(`Azure did not accept the credentials for ${call.target} (${failure.code}): log in first (azure/login with OIDC, or AZURE_CLIENT_ID, AZURE_TENANT_ID and AZURE_FEDERATED_TOKEN_FILE). ${failure.message}`, { cause: error });
    }
    if (failure.code === 'SubscriptionNotFound' || failure.code === 'ResourceGroupNotFound') {
        return new errors/* UserError */.y(`${call.target}: ${said}`, { cause: error });
    }
    if (failure.code === 'MissingSubscriptionRegistration') {
        return new errors/* UserError */.y(`${call.target}: the subscription has not registered a resource provider spot-train uses. Azure said: ${said}`, { cause: error });
    }
    return new Error(`${call.action} for ${call.target} failed: ${said}`, { cause: error });
}

// EXTERNAL MODULE: ./build/clouds/node-scripts.js
var node_scripts = __webpack_require__(83950);
// EXTERNAL MODULE: ./build/clouds/azure/vm-request.js
var vm_request = __webpack_require__(74698);
;// CONCATENATED MODULE: ./build/clouds/azure/gang-launch.js




/** The tag that tells a gang's VMs apart (and the janitor which node it is). */
const NODE_TAG = 'spot-train-node';
// VMs created at once. Azure's PutVM throttle allows a few hundred creates
// per 3 minutes per subscription; 16 keeps a large gang well inside it while
// a gang of up to 16 still starts in the time of one create (about a minute).
const CREATE_CONCURRENCY = 16;
// A rollback delete that fails is tried this many times, waiting a little
// longer each time: a VM whose create just failed can refuse a delete while
// Azure is still cleaning up the allocation.
const REMOVE_ATTEMPTS = 3;
const REMOVE_BACKOFF_MS = 2_000;
/**
 * The PUT bodies of the gang: node i is VM `${spec.name}-${i}`, tagged with
 * its index. Each VM is created on its own, so each gets its own node's
 * script when the spec has them: its custom data then holds no other
 * node's runner configuration.
 */
function gangNodes(spec, rung, options, sshPublicKey, nodes) {
    const zone = rung.zone === undefined || rung.zone === '' ? '' : ` zone ${rung.zone}`;
    const scripts = (0,node_scripts/* nodeScripts */.p)(spec, nodes);
    return Array.from({ length: nodes }, (_, index) => {
        const name = `${spec.name}-${index}`;
        const labels = { ...spec.labels, [NODE_TAG]: String(index) };
        const startupScript = scripts?.[index] ?? spec.startupScript;
        return {
            index,
            name,
            body: (0,vm_request/* vmRequest */.PX)({ ...spec, name, labels, startupScript }, rung, options, sshPublicKey),
            where: `${rung.market} ${rung.instanceType} VM ${name} in ${rung.region}${zone}`,
        };
    });
}
/**
 * Runs `run` on the nodes, at most CREATE_CONCURRENCY at a time, and starts
 * no more once one has failed: the gang is lost, so more VMs would only
 * be more to delete.
 */
async function eachNode(nodes, run) {
    const results = new Map();
    const attempted = [];
    const failures = [];
    let next = 0;
    const worker = async () => {
        for (let node = nodes[next]; node !== undefined && failures.length === 0; node = nodes[next]) {
            next += 1;
            attempted.push(node);
            try {
                results.set(node.index, await run(node));
            }
            catch (error) {
                failures.push({ node, error });
            }
        }
    };
    const workers = Math.min(CREATE_CONCURRENCY, nodes.length);
    await Promise.all(Array.from({ length: workers }, worker));
    return { results, attempted, failures };
}
/**
 * Creates every node, then reads each one's private address. If any step
 * fails for any node, every VM created so far is deleted before the error
 * is thrown: CapacityError when a node found no capacity (the ladder moves
 * on), the node's own error otherwise.
 */
async function startGang(nodes, ops, group) {
    const created = await eachNode(nodes, (node) => ops.create(node));
    let failures = created.failures;
    if (failures.length === 0) {
        const read = await eachNode(nodes, (node) => ops.privateAddress(node));
        failures = read.failures;
        if (failures.length === 0)
            return nodes.map((node) => read.results.get(node.index) ?? '');
    }
    const left = await removeAll(created.attempted, ops);
    throw gangError(failures, nodes.length, created.attempted.length, left, group);
}
/** Deletes the nodes, retrying each; returns those still there after the last try. */
async function removeAll(nodes, ops) {
    const left = [];
    await Promise.all(nodes.map(async (node) => {
        for (let attempt = 1;; attempt += 1) {
            try {
                await ops.remove(node);
                return;
            }
            catch (error) {
                if (attempt >= REMOVE_ATTEMPTS) {
                    left.push({ node, error });
                    return;
                }
                await ops.sleep(REMOVE_BACKOFF_MS * attempt);
            }
        }
    }));
    return left.sort((a, b) => a.node.index - b.node.index);
}
function gangError(failures, size, attempted, left, group) {
    const ordered = [...failures].sort((a, b) => a.node.index - b.node.index);
    // A node that failed for a reason other than capacity (quota, a role, a
    // bad image) would fail the same way on the next rung: that one decides.
    const decisive = ordered.find(({ error }) => !(error instanceof cloud/* CapacityError */.h)) ?? ordered[0];
    const said = ordered
        .map(({ node, error }) => `node ${node.index}: ${(0,errors/* describeError */.U)(error)}`)
        .join('; ');
    const headline = `the gang of ${size} VMs did not start whole (${said})`;
    if (left.length > 0) {
        const leftovers = left
            .map(({ node, error }) => `VM ${node.name} (${(0,errors/* describeError */.U)(error)})`)
            .join('; ');
        return new Error(`${headline}; deleting the VMs it asked for failed for ${left.length} of ${attempted}, so delete them by hand in resource group ${group}: ${leftovers}`, { cause: decisive?.error });
    }
    const message = `${headline}; every VM it asked for (${attempted} of ${size}) was deleted again`;
    const cause = decisive?.error;
    if (cause instanceof cloud/* CapacityError */.h)
        return new cloud/* CapacityError */.h(message, { cause });
    if (cause instanceof errors/* UserError */.y)
        return new errors/* UserError */.y(message, { cause });
    return new Error(message, { cause });
}

;// CONCATENATED MODULE: ./build/clouds/azure/network.js

// Microsoft.Network's API version for the NIC reads and deletes, sent
// through the compute client's pipeline (so no network SDK is bundled).
const NETWORK_API_VERSION = '2024-05-01';
function resourcePath(context, group, type, name) {
    return `/subscriptions/${encodeURIComponent(context.subscriptionId)}/resourceGroups/${encodeURIComponent(group)}/providers/Microsoft.Network/${type}/${encodeURIComponent(name)}`;
}
function firstPrivateAddress(body) {
    if (typeof body !== 'object' || body === null)
        return undefined;
    const properties = body.properties;
    const configurations = properties?.ipConfigurations;
    if (!Array.isArray(configurations))
        return undefined;
    const first = configurations[0];
    if (typeof first !== 'object' || first === null)
        return undefined;
    const address = first.properties
        ?.privateIPAddress;
    const found = arm_response_text(address);
    return found === '' ? undefined : found;
}
/**
 * The private IPv4 address of a NIC (its first IP configuration's), which
 * Azure assigns from the subnet when it creates the NIC with the VM.
 */
async function nicPrivateAddress(context, group, nic) {
    const response = await context
        .pathUnchecked(resourcePath(context, group, 'networkInterfaces', nic))
        .get({ queryParameters: { 'api-version': NETWORK_API_VERSION } });
    const status = Number(response.status);
    const body = response.body;
    if (status !== 200)
        throw restErrorOf(status, body, `NIC ${nic}`);
    const address = firstPrivateAddress(body);
    if (address === undefined) {
        throw new Error(`NIC ${nic} in resource group ${group} has no private IP address`);
    }
    return address;
}
/**
 * Deletes a NIC or public IP by name; one that is not there is no error.
 * ARM accepts the delete (202) and finishes it on its own.
 */
async function deleteNetworkResource(context, group, type, name) {
    const response = await context
        .pathUnchecked(resourcePath(context, group, type, name))
        .delete({ queryParameters: { 'api-version': NETWORK_API_VERSION } });
    const status = Number(response.status);
    if ([200, 202, 204, 404].includes(status))
        return;
    throw restErrorOf(status, response.body, `deleting ${type} ${name}`);
}

;// CONCATENATED MODULE: ./build/clouds/azure/gang-ops.js



async function explained(node, action, run) {
    try {
        return await run();
    }
    catch (error) {
        throw explainArmError(error, { action, target: node.where });
    }
}
/** The ARM calls of a gang launch, each error explained as a single launch's would be. */
function azureGangOps(params) {
    const { compute, context, options, polling } = params;
    const group = options.resourceGroup;
    return {
        create: (node) => explained(node, 'Microsoft.Compute/virtualMachines/write', async () => {
            await compute.virtualMachines.createOrUpdate(group, node.name, node.body, polling);
        }),
        remove: async (node) => {
            await explained(node, 'Microsoft.Compute/virtualMachines/delete', () => params.deleteVm(node.name));
            // Deleting the VM deletes its NIC and public IP (delete option
            // Delete), but only once they are attached to it: a create that failed
            // before attaching them would leave them behind.
            const names = (0,vm_request/* companionNames */.hr)(node.name);
            await explained(node, 'Microsoft.Network/networkInterfaces/delete', () => deleteNetworkResource(context, group, 'networkInterfaces', names.nic));
            if (options.publicIp) {
                await explained(node, 'Microsoft.Network/publicIPAddresses/delete', () => deleteNetworkResource(context, group, 'publicIPAddresses', names.publicIp));
            }
        },
        privateAddress: (node) => explained(node, 'Microsoft.Network/networkInterfaces/read', () => nicPrivateAddress(context, group, (0,vm_request/* companionNames */.hr)(node.name).nic)),
        sleep: params.sleep,
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./build/clouds/azure/throwaway-ssh-key.js


const generate = (0,external_node_util_.promisify)(external_node_crypto_.generateKeyPair);
// An SSH wire-format string: a 4-byte big-endian length, then the bytes.
function field(bytes) {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    return Buffer.concat([length, bytes]);
}
// An SSH mpint is a positive big-endian integer; a set high bit would make it
// negative, so such a number gets a leading zero byte.
function mpint(base64url) {
    const bytes = Buffer.from(base64url, 'base64url');
    const first = bytes[0] ?? 0;
    return field(first >= 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}
/**
 * The public half of a fresh RSA key whose private half is dropped at once.
 * Azure will not create a Linux VM with password login switched off unless
 * it is given a key, and it takes only ssh-rsa keys of at least 2048 bits.
 * Nobody can log in with this one: the runner needs no inbound access.
 */
async function throwawaySshPublicKey() {
    const { publicKey } = await generate('rsa', { modulusLength: 2048 });
    const jwk = publicKey.export({ format: 'jwk' });
    if (jwk.n === undefined || jwk.e === undefined) {
        throw new Error('node:crypto returned an RSA public key without its modulus or exponent');
    }
    const blob = Buffer.concat([field(Buffer.from('ssh-rsa')), mpint(jwk.e), mpint(jwk.n)]);
    return `ssh-rsa ${blob.toString('base64')} spot-train-throwaway`;
}

;// CONCATENATED MODULE: ./build/clouds/azure/vm-status.js
// The power states of a VM's instance view ("PowerState/<state>"), per
// "States and billing status of Azure Virtual Machines".
const POWER_STATES = {
    starting: 'pending',
    running: 'running',
    stopping: 'stopping',
    deallocating: 'stopping',
    stopped: 'stopped',
    deallocated: 'stopped',
};
function statusCode(vm, prefix) {
    const status = vm.instanceView?.statuses?.find((entry) => entry.code?.startsWith(prefix));
    return status?.code?.slice(prefix.length);
}
function failureMessage(vm) {
    const failed = vm.instanceView?.statuses?.find((entry) => entry.code?.startsWith('ProvisioningState/failed'));
    if (failed === undefined)
        return undefined;
    const code = failed.code?.slice('ProvisioningState/failed/'.length) ?? '';
    return [code, failed.message].filter((part) => part !== undefined && part !== '').join(': ');
}
/** The state of a VM Azure still has, from its provisioning state and instance view. */
function vmState(vm) {
    const provisioning = (vm.provisioningState ?? '').toLowerCase();
    // Deleting ends in "gone"; 'stopping' keeps callers that wait for the end
    // waiting, and deleting it once more is harmless.
    if (provisioning === 'deleting')
        return 'stopping';
    const power = statusCode(vm, 'PowerState/');
    if (power !== undefined) {
        // A state this table does not know is reported as running: the VM may
        // still cost money, and callers then delete it.
        return POWER_STATES[power] ?? 'running';
    }
    if (provisioning === 'creating')
        return 'pending';
    // A VM whose creation failed holds no host but still exists until deleted.
    if (provisioning === 'failed')
        return 'stopped';
    return 'running';
}
function describeVm(vm) {
    const power = statusCode(vm, 'PowerState/');
    const parts = [power ?? 'no power state', `provisioning ${vm.provisioningState ?? 'unknown'}`];
    const failure = failureMessage(vm);
    if (failure !== undefined)
        parts.push(failure);
    if (vm.priority !== undefined)
        parts.push(`priority ${vm.priority}`);
    return parts.join(', ');
}
function showEviction(eviction) {
    const when = eviction.at === undefined ? '' : ` at ${eviction.at}`;
    const how = eviction.simulated ? 'a simulated spot eviction' : 'a spot eviction';
    return `Azure recorded ${how}${when} (${eviction.operation}, ${eviction.status})`;
}
/** A VM Azure still describes; `eviction` is what the activity log says, when it was asked. */
function vmStatus(vm, eviction) {
    const state = vmState(vm);
    const detail = describeVm(vm);
    if (eviction !== undefined) {
        return { state, reclaimed: true, detail: `${detail}; ${showEviction(eviction)}` };
    }
    return { state, reclaimed: false, detail };
}
/**
 * A VM Azure no longer has. With eviction policy Delete an evicted spot VM
 * is deleted, so only the activity log can tell an eviction from a deletion.
 */
function goneStatus(where, eviction) {
    if (eviction !== undefined) {
        return {
            state: 'gone',
            reclaimed: true,
            detail: `gone from ${where}; ${showEviction(eviction)}`,
        };
    }
    return {
        state: 'gone',
        reclaimed: false,
        // The activity log shows an event minutes after it happens, not at once.
        detail: `gone from ${where}; the activity log records no spot eviction of it (yet: events take minutes to appear)`,
    };
}

;// CONCATENATED MODULE: ./build/clouds/azure/azure-cloud.js










/** Points every ARM call at another base URL (an emulator, a proxy). The SDK reads no such variable. */
const ARM_ENDPOINT_ENV = 'SPOT_TRAIN_AZURE_ARM_ENDPOINT';
// How far back describe looks for an eviction. The activity log keeps 90
// days; a training VM that ran longer than this is not spot-train's.
const EVICTION_LOOKBACK_MS = 30 * 24 * 3600_000;
/** Azure VMs, each in the resource group its ref names. */
class AzureCloud {
    name = 'azure';
    params;
    now;
    clients;
    constructor(params = {}) {
        this.params = params;
        this.now = params.now ?? (() => new Date());
    }
    /**
     * Azure has no all-or-nothing create for separate VMs, so the gang's VMs
     * are created side by side and, if any fails, all of them are deleted.
     */
    async launchGang(spec, rung, nodes) {
        if (!Number.isInteger(nodes) || nodes < 2) {
            throw new Error(`a gang has 2 or more nodes, not ${nodes}`);
        }
        const options = (0,vm_request/* parseLaunchOptions */.Vp)(spec.options);
        const key = options.sshPublicKey ?? (await throwawaySshPublicKey());
        const gang = gangNodes(spec, rung, options, key, nodes);
        const { compute, context } = await this.connect();
        const ops = azureGangOps({
            compute,
            context,
            options,
            polling: this.polling(),
            deleteVm: (name) => this.deleteVm(compute, { group: options.resourceGroup, name, where: `VM ${name}` }),
            sleep: this.params.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
        });
        const addresses = await startGang(gang, ops, options.resourceGroup);
        return gang.map((node) => ({
            ...this.launched(node.name, rung, options, spec.maxPrice),
            ...(addresses[node.index] === undefined ? {} : { privateAddress: addresses[node.index] }),
        }));
    }
    async launch(spec, rung) {
        const options = (0,vm_request/* parseLaunchOptions */.Vp)(spec.options);
        const key = options.sshPublicKey ?? (await throwawaySshPublicKey());
        const body = (0,vm_request/* vmRequest */.PX)(spec, rung, options, key);
        const { compute } = await this.connect();
        const zone = rung.zone === undefined || rung.zone === '' ? '' : ` zone ${rung.zone}`;
        const target = {
            group: options.resourceGroup,
            name: spec.name,
            where: `${rung.market} ${rung.instanceType} VM ${spec.name} in ${rung.region}${zone}`,
        };
        try {
            await compute.virtualMachines.createOrUpdate(target.group, target.name, body, this.polling());
        }
        catch (error) {
            const explained = explainArmError(error, {
                action: 'Microsoft.Compute/virtualMachines/write',
                target: target.where,
            });
            await this.removeFailedLaunch(target, error, explained);
            throw explained;
        }
        return this.launched(spec.name, rung, options, spec.maxPrice);
    }
    launched(name, rung, options, maxPrice) {
        return {
            instance: {
                cloud: 'azure',
                id: name,
                region: rung.region,
                group: options.resourceGroup,
                ...(rung.zone === undefined || rung.zone === '' ? {} : { zone: rung.zone }),
            },
            instanceType: rung.instanceType,
            market: rung.market,
            ...(rung.market === 'spot' && maxPrice !== undefined ? { pricePerHour: maxPrice } : {}),
        };
    }
    async describe(ref) {
        const target = this.target(ref);
        const clients = await this.connect();
        const vm = await this.call(target, 'Microsoft.Compute/virtualMachines/read', async () => {
            try {
                return await clients.compute.virtualMachines.get(target.group, target.name, {
                    expand: 'instanceView',
                });
            }
            catch (error) {
                if (isNotFound(error))
                    return undefined;
                throw error;
            }
        });
        if (vm === undefined) {
            return goneStatus(target.where, await this.eviction(clients, target));
        }
        const state = vmState(vm);
        // Only a spot VM on its way out can have been evicted; a running one
        // needs no activity-log query.
        const leaving = state === 'stopping' || state === 'stopped';
        if (vm.priority?.toLowerCase() === 'spot' && leaving) {
            return vmStatus(vm, await this.eviction(clients, target));
        }
        return vmStatus(vm);
    }
    async terminate(ref) {
        const target = this.target(ref);
        const { compute } = await this.connect();
        // The NIC, public IP and OS disk were created with delete option Delete,
        // so deleting the VM deletes them too.
        await this.call(target, 'Microsoft.Compute/virtualMachines/delete', () => this.deleteVm(compute, target));
    }
    /**
     * VMs in `region` that carry every label. ARM cannot filter VMs by tag,
     * so this lists the subscription's VMs in the region (across resource
     * groups, as the janitor has no group) and filters here; each match is
     * then read with its instance view for its power state.
     */
    async listByLabels(region, labels) {
        const { compute } = await this.connect();
        const listing = { group: '', name: '', where: `VMs in ${region}` };
        const matches = await this.call(listing, 'Microsoft.Compute/virtualMachines/read', async () => {
            const found = [];
            for await (const vm of compute.virtualMachines.listByLocation(region)) {
                const tags = vm.tags ?? {};
                if (Object.entries(labels).every(([key, value]) => tags[key] === value))
                    found.push(vm);
            }
            return found;
        });
        const instances = await Promise.all(matches.map((vm) => this.tagged(compute, region, vm)));
        return instances.filter((instance) => instance !== undefined);
    }
    async tagged(compute, region, listed) {
        const group = resourceGroupOf(listed.id);
        const name = listed.name;
        if (group === undefined || name === undefined)
            return undefined;
        const target = { group, name, where: `VM ${name} in resource group ${group}` };
        const vm = await this.call(target, 'Microsoft.Compute/virtualMachines/read', async () => {
            try {
                return await compute.virtualMachines.get(group, name, { expand: 'instanceView' });
            }
            catch (error) {
                if (isNotFound(error))
                    return undefined;
                throw error;
            }
        });
        const launchedAt = (vm ?? listed).timeCreated;
        return {
            instance: {
                cloud: 'azure',
                id: name,
                region: listed.location || region,
                group,
                ...(listed.zones?.[0] === undefined ? {} : { zone: listed.zones[0] }),
            },
            state: vm === undefined ? 'gone' : vmState(vm),
            labels: { ...(listed.tags ?? {}) },
            ...(launchedAt === undefined ? {} : { launchedAt: launchedAt.toISOString() }),
        };
    }
    async eviction(clients, target) {
        const resourceId = `/subscriptions/${clients.subscriptionId}/resourceGroups/${target.group}/providers/Microsoft.Compute/virtualMachines/${target.name}`;
        const to = this.now();
        const from = new Date(to.getTime() - EVICTION_LOOKBACK_MS);
        return this.call(target, 'Microsoft.Insights/eventtypes/values/read', () => findEviction(clients.context, resourceId, from, to));
    }
    /**
     * Deletes what a failed create may have left: Azure keeps a VM whose
     * allocation failed, in state Failed, with the NIC it made for it. A
     * request ARM refused outright (4xx) created nothing.
     */
    async removeFailedLaunch(target, cause, explained) {
        const status = (0,esm/* isRestError */.T0)(cause) ? (cause.statusCode ?? 0) : 0;
        if (status >= 400 && status < 500)
            return;
        const { compute } = await this.connect();
        try {
            await this.deleteVm(compute, target);
        }
        catch (error) {
            const deleting = explainArmError(error, {
                action: 'Microsoft.Compute/virtualMachines/delete',
                target: target.where,
            });
            throw new Error(`${explained.message}; deleting what the failed launch left also failed, so delete VM ${target.name} in resource group ${target.group} by hand: ${deleting.message}`, { cause: error });
        }
    }
    async deleteVm(compute, target) {
        try {
            await compute.virtualMachines.delete(target.group, target.name, this.polling());
        }
        catch (error) {
            // ARM answers 204 for a VM that does not exist; a missing resource
            // group answers 404. Either way nothing is left to delete.
            if (!isNotFound(error))
                throw error;
        }
    }
    polling() {
        const interval = this.params.pollIntervalMs;
        return interval === undefined ? {} : { updateIntervalInMs: interval };
    }
    async call(target, action, run) {
        try {
            return await run();
        }
        catch (error) {
            throw explainArmError(error, { action, target: target.where });
        }
    }
    target(ref) {
        if (ref.cloud !== 'azure') {
            throw new Error(`the Azure adapter was asked about ${ref.cloud} instance ${ref.id}`);
        }
        if (ref.group === undefined || ref.group === '') {
            throw new errors/* UserError */.y(`Azure VM ${ref.id} names no resource group; the launch outputs carry it`);
        }
        return { group: ref.group, name: ref.id, where: `VM ${ref.id} in resource group ${ref.group}` };
    }
    connect() {
        this.clients ??= this.createClients();
        return this.clients;
    }
    async createClients() {
        const subscriptionId = this.params.subscriptionId ?? process.env.AZURE_SUBSCRIPTION_ID ?? '';
        if (subscriptionId === '') {
            throw new errors/* UserError */.y('Azure needs a subscription: set AZURE_SUBSCRIPTION_ID (azure/login takes it as subscription-id but does not export it)');
        }
        // @azure/identity takes half a second to load; it is loaded only when
        // no credential was handed in.
        const credential = this.params.credential ?? new (await Promise.all(/* import() */[__webpack_require__.e(3324), __webpack_require__.e(5738), __webpack_require__.e(2088), __webpack_require__.e(3016)]).then(__webpack_require__.bind(__webpack_require__, 73016))).DefaultAzureCredential();
        const endpoint = this.params.endpoint ?? (process.env[ARM_ENDPOINT_ENV] || undefined);
        const options = {
            ...this.params.clientOptions,
            ...(endpoint === undefined ? {} : { endpoint }),
        };
        return {
            compute: new esm/* ComputeManagementClient */.Kx(credential, subscriptionId, options),
            context: (0,api/* createComputeManagement */.L)(credential, subscriptionId, options),
            subscriptionId,
        };
    }
}
function resourceGroupOf(id) {
    return /\/resourceGroups\/([^/]+)\//i.exec(id ?? '')?.[1];
}


/***/ }),

/***/ 74698:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PX: () => (/* binding */ vmRequest),
/* harmony export */   Vp: () => (/* binding */ parseLaunchOptions),
/* harmony export */   hr: () => (/* binding */ companionNames)
/* harmony export */ });
/* unused harmony export imageReference */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19473);

const ADMIN_USERNAME = 'spot-train';
// Azure decodes customData into at most this many bytes (OSProfile.customData).
const CUSTOM_DATA_MAX_BYTES = 65_535;
const PROXIMITY_PLACEMENT_GROUP_ID = /^\/subscriptions\/[^/]+\/resourceGroups\/[^/]+\/providers\/Microsoft\.Compute\/proximityPlacementGroups\/[^/]+$/i;
const SUBNET_ID = /^\/subscriptions\/[^/]+\/resourceGroups\/[^/]+\/providers\/Microsoft\.Network\/virtualNetworks\/[^/]+\/subnets\/[^/]+$/i;
function required(options, key, form) {
    const value = options[key]?.trim() ?? '';
    if (value === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`Azure needs the ${key} option: ${form}`);
    }
    return value;
}
function parseLaunchOptions(options) {
    const resourceGroup = required(options, 'resource-group', 'the resource group the VM is created in (it must exist)');
    const subnetId = required(options, 'subnet-id', 'the resource id of the subnet the VM joins, like /subscriptions/<id>/resourceGroups/<group>/providers/Microsoft.Network/virtualNetworks/<vnet>/subnets/<subnet>');
    if (!SUBNET_ID.test(subnetId)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`subnet-id "${subnetId}" is not a subnet resource id; expected /subscriptions/<id>/resourceGroups/<group>/providers/Microsoft.Network/virtualNetworks/<vnet>/subnets/<subnet>`);
    }
    const rawPublicIp = options['public-ip']?.trim() ?? '';
    if (!['', 'true', 'false'].includes(rawPublicIp)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`public-ip "${rawPublicIp}" is neither true nor false`);
    }
    const sshPublicKey = options['ssh-public-key']?.trim() ?? '';
    if (sshPublicKey !== '' && !sshPublicKey.startsWith('ssh-rsa ')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y('ssh-public-key must be an OpenSSH "ssh-rsa AAAA..." key: Azure takes no other kind for Linux VMs');
    }
    const proximityPlacementGroupId = parseProximityPlacementGroup(options);
    return {
        resourceGroup,
        subnetId,
        publicIp: rawPublicIp === 'true',
        ...(sshPublicKey === '' ? {} : { sshPublicKey }),
        ...(proximityPlacementGroupId === undefined ? {} : { proximityPlacementGroupId }),
    };
}
function parseProximityPlacementGroup(options) {
    const id = options['proximity-placement-group']?.trim() ?? '';
    if (id === '')
        return undefined;
    if (!PROXIMITY_PLACEMENT_GROUP_ID.test(id)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`proximity-placement-group "${id}" is not a proximity placement group resource id; expected /subscriptions/<id>/resourceGroups/<group>/providers/Microsoft.Compute/proximityPlacementGroups/<name>`);
    }
    return id;
}
/**
 * An Azure image as the inputs name it: a marketplace URN
 * `publisher:offer:sku:version`, or the id of a managed image, a gallery
 * image (version), a shared gallery or a community gallery image.
 */
function imageReference(image) {
    const text = image.trim();
    if (/^\/subscriptions\//i.test(text))
        return { id: text };
    if (/^\/SharedGalleries\//i.test(text))
        return { sharedGalleryImageId: text };
    if (/^\/CommunityGalleries\//i.test(text))
        return { communityGalleryImageId: text };
    const parts = text.split(':');
    const [publisher, offer, sku, version] = parts;
    if (parts.length !== 4 ||
        publisher === undefined ||
        offer === undefined ||
        sku === undefined ||
        version === undefined ||
        parts.some((part) => part === '')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`Azure image "${image}" is neither a URN publisher:offer:sku:version (like Canonical:ubuntu-24_04-lts:server:latest) nor an image resource id`);
    }
    return { publisher, offer, sku, version };
}
/** The names of the resources Azure creates along with the VM and deletes with it. */
function companionNames(vmName) {
    return { nic: `${vmName}-nic`, publicIp: `${vmName}-ip` };
}
/**
 * The PUT body of one VM on one rung. The NIC (and public IP) are declared in
 * the VM itself rather than created beforehand, so Azure creates them with
 * the VM and, by their delete options, deletes them with it: when the VM is
 * deleted, by us or by a spot eviction, nothing is left that costs or clutters.
 */
function vmRequest(spec, rung, options, sshPublicKey) {
    const customData = encodeCustomData(spec.startupScript);
    return {
        location: rung.region,
        tags: { ...spec.labels },
        ...(rung.zone === undefined || rung.zone === '' ? {} : { zones: [rung.zone] }),
        hardwareProfile: { vmSize: rung.instanceType },
        ...market(rung, spec.maxPrice),
        ...(options.proximityPlacementGroupId === undefined
            ? {}
            : { proximityPlacementGroup: { id: options.proximityPlacementGroupId } }),
        storageProfile: storageProfile(spec),
        osProfile: osProfile(spec.name, customData, sshPublicKey),
        networkProfile: networkProfile(spec.name, options),
    };
}
/** The startup script as base64 customData, refused before Azure would. */
function encodeCustomData(startupScript) {
    const customData = Buffer.from(startupScript, 'utf8');
    if (customData.length > CUSTOM_DATA_MAX_BYTES) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`the startup script is ${customData.length} bytes; Azure customData takes at most ${CUSTOM_DATA_MAX_BYTES}`);
    }
    return customData.toString('base64');
}
function market(rung, maxPrice) {
    return rung.market === 'spot'
        ? {
            priority: 'Spot',
            // Deallocate would keep the disk (and its bill) after an eviction,
            // and a deallocated VM is never restarted by spot-train anyway.
            evictionPolicy: 'Delete',
            // -1 means "up to the on-demand price", Azure's own default.
            billingProfile: { maxPrice: maxPrice ?? -1 },
        }
        : { priority: 'Regular' };
}
function storageProfile(spec) {
    return {
        imageReference: imageReference(spec.image),
        osDisk: {
            createOption: 'FromImage',
            deleteOption: 'Delete',
            diskSizeGB: spec.diskGb,
        },
    };
}
function osProfile(vmName, customData, sshPublicKey) {
    return {
        computerName: vmName,
        adminUsername: ADMIN_USERNAME,
        // cloud-init on Azure's Linux images takes customData as its user data,
        // and runs user data that starts with "#!" as a script, as root, once.
        customData,
        linuxConfiguration: {
            disablePasswordAuthentication: true,
            ssh: {
                publicKeys: [
                    { path: `/home/${ADMIN_USERNAME}/.ssh/authorized_keys`, keyData: sshPublicKey },
                ],
            },
        },
    };
}
function networkProfile(vmName, options) {
    const names = companionNames(vmName);
    return {
        networkApiVersion: '2022-11-01',
        networkInterfaceConfigurations: [
            {
                name: names.nic,
                primary: true,
                deleteOption: 'Delete',
                ipConfigurations: [
                    {
                        name: 'ipconfig1',
                        primary: true,
                        subnet: { id: options.subnetId },
                        ...(options.publicIp
                            ? { publicIPAddressConfiguration: publicIpAddress(names.publicIp) }
                            : {}),
                    },
                ],
            },
        ],
    };
}
function publicIpAddress(name) {
    return {
        name,
        // Basic public IPs are retired; Standard ones must be static.
        sku: { name: 'Standard', tier: 'Regional' },
        publicIPAllocationMethod: 'Static',
        deleteOption: 'Delete',
    };
}


/***/ }),

/***/ 31370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ CapacityError)
/* harmony export */ });
/** No capacity or price on this rung: the ladder moves to the next one. */
class CapacityError extends Error {
    name = 'CapacityError';
}


/***/ }),

/***/ 83950:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ nodeScripts)
/* harmony export */ });
/**
 * The gang's per-node startup scripts, node i's at index i, or undefined
 * when the spec carries only the shared one. A list of another length is a
 * bug in the caller, not something to work around: a VM given the wrong
 * node's script would run another node's runner.
 */
function nodeScripts(spec, nodes) {
    const scripts = spec.nodeStartupScripts;
    if (scripts === undefined)
        return undefined;
    if (scripts.length !== nodes) {
        throw new Error(`launch ${spec.name} has ${scripts.length} per-node startup scripts for a gang of ${nodes} nodes`);
    }
    return scripts;
}


/***/ })

};
