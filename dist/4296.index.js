export const id = 4296;
export const ids = [4296];
export const modules = {

/***/ 44296:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AzureCloud: () => (/* binding */ AzureCloud)
});

// EXTERNAL MODULE: ./node_modules/@azure/arm-compute/dist/esm/index.js + 137 modules
var esm = __webpack_require__(61814);
// EXTERNAL MODULE: ./node_modules/@azure/arm-compute/dist/esm/api/index.js + 2 modules
var api = __webpack_require__(96483);
// EXTERNAL MODULE: ./build/base/errors.js
var errors = __webpack_require__(45145);
;// CONCATENATED MODULE: ./build/clouds/azure/arm-response.js

function arm_response_text(value) {
    return typeof value === 'string' ? value : undefined;
}
const fieldsOf = (value) => typeof value === 'object' && value !== null ? value : {};
function restErrorOf(status, body, what) {
    const top = fieldsOf(body);
    const wrapped = fieldsOf(top.error);
    const fields = arm_response_text(wrapped.code) !== undefined || arm_response_text(wrapped.message) !== undefined ? wrapped : top;
    const code = arm_response_text(fields.code);
    return new esm/* RestError */.pj(arm_response_text(fields.message) ?? `${what} answered HTTP ${status}`, {
        statusCode: status,
        ...(code === undefined ? {} : { code }),
    });
}

;// CONCATENATED MODULE: ./build/clouds/azure/activity-log.js

function isEviction(operation) {
    return operation.startsWith('microsoft.compute/') && operation.endsWith('/evictspotvm/action');
}
const SIMULATE = 'microsoft.compute/virtualmachines/simulateeviction/action';
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



const FAILED_OPERATION = /^The long-running operation has failed\. ([A-Za-z0-9_.]+)\. ?([\s\S]*)$/;
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
const CAPACITY = new Set([
    'SkuNotAvailable',
    'AllocationFailed',
    'ZonalAllocationFailed',
    'OverconstrainedAllocationRequest',
    'OverconstrainedZonalAllocationRequest',
    'SpotPriceGreaterThanProvidedMaxPrice',
]);
const SIGN_IN_FAILURES = new Set([
    'CredentialUnavailableError',
    'AuthenticationRequiredError',
    'AuthenticationError',
    'AggregateAuthenticationError',
]);
const BAD_CREDENTIALS = new Set([
    'InvalidAuthenticationToken',
    'InvalidAuthenticationTokenTenant',
    'ExpiredAuthenticationToken',
    'AuthenticationFailed',
    ...SIGN_IN_FAILURES,
]);
function isSignInFailure(error) {
    return SIGN_IN_FAILURES.has(failureOf(error).code);
}
function isQuota(failure) {
    return (failure.code === 'QuotaExceeded' ||
        (failure.code === 'OperationNotAllowed' && /quota/i.test(failure.message)));
}
function explainArmError(error, call) {
    const failure = failureOf(error);
    const said = failure.code === '' ? failure.message : `${failure.code}: ${failure.message}`;
    if (CAPACITY.has(failure.code)) {
        return new cloud/* CapacityError */.hG(`${call.target}: ${said}`, { cause: error });
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

;// CONCATENATED MODULE: ./build/clouds/azure/arm-target.js


function vmTarget(ref) {
    if (ref.cloud !== 'azure') {
        throw new Error(`the Azure adapter was asked about ${ref.cloud} instance ${ref.id}`);
    }
    if (ref.group === undefined || ref.group === '') {
        throw new errors/* UserError */.y(`Azure VM ${ref.id} names no resource group; the launch outputs carry it`);
    }
    return { group: ref.group, name: ref.id, where: `VM ${ref.id} in resource group ${ref.group}` };
}
async function armCall(target, action, run) {
    try {
        return await run();
    }
    catch (error) {
        throw explainArmError(error, { action, target: target.where });
    }
}

// EXTERNAL MODULE: ./build/clouds/node-rung.js
var node_rung = __webpack_require__(12946);
// EXTERNAL MODULE: ./build/clouds/node-scripts.js
var node_scripts = __webpack_require__(83950);
;// CONCATENATED MODULE: ./build/clouds/azure/vm-request.js

const ADMIN_USERNAME = 'spot-train';
const CUSTOM_DATA_MAX_BYTES = 65_535;
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
        throw new errors/* UserError */.y(`Azure image "${image}" is neither a URN publisher:offer:sku:version (like Canonical:ubuntu-24_04-lts:server:latest) nor an image resource id`);
    }
    return { publisher, offer, sku, version };
}
function companionNames(vmName) {
    return { nic: `${vmName}-nic`, publicIp: `${vmName}-ip` };
}
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
function encodeCustomData(startupScript) {
    const customData = Buffer.from(startupScript, 'utf8');
    if (customData.length > CUSTOM_DATA_MAX_BYTES) {
        throw new errors/* UserError */.y(`the startup script is ${customData.length} bytes; Azure customData takes at most ${CUSTOM_DATA_MAX_BYTES}`);
    }
    return customData.toString('base64');
}
function market(rung, maxPrice) {
    return rung.market === 'spot'
        ? {
            priority: 'Spot',
            evictionPolicy: 'Delete',
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
        sku: { name: 'Standard', tier: 'Regional' },
        publicIPAllocationMethod: 'Static',
        deleteOption: 'Delete',
    };
}

;// CONCATENATED MODULE: ./build/clouds/azure/gang-launch.js





const NODE_TAG = 'spot-train-node';
const CREATE_CONCURRENCY = 16;
const REMOVE_ATTEMPTS = 3;
const REMOVE_BACKOFF_MS = 2_000;
function gangNodes(spec, rung, options, sshPublicKey, nodes) {
    const zone = rung.zone === undefined || rung.zone === '' ? '' : ` zone ${rung.zone}`;
    const scripts = (0,node_scripts/* nodeScripts */.p)(spec, nodes);
    return Array.from({ length: nodes }, (_, index) => {
        const name = `${spec.name}-${index}`;
        const labels = { ...spec.labels, [NODE_TAG]: String(index) };
        const startupScript = scripts?.[index] ?? spec.startupScript;
        const own = (0,node_rung/* nodeRung */.F)(spec, rung, index);
        return {
            index,
            name,
            body: vmRequest({ ...spec, name, labels, startupScript }, own, options, sshPublicKey),
            where: `${own.market} ${rung.instanceType} VM ${name} in ${rung.region}${zone}`,
        };
    });
}
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
    const decisive = ordered.find(({ error }) => !(error instanceof cloud/* CapacityError */.hG)) ?? ordered[0];
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
    if (cause instanceof cloud/* CapacityError */.hG)
        return new cloud/* CapacityError */.hG(message, { cause });
    if (cause instanceof errors/* UserError */.y)
        return new errors/* UserError */.y(message, { cause });
    return new Error(message, { cause });
}

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./build/clouds/azure/network.js

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
const DELETE_BUDGET_MS = 5 * 60_000;
async function deleteNetworkResource(context, group, type, name, polling) {
    const what = `deleting ${type} ${name}`;
    const response = await context
        .pathUnchecked(resourcePath(context, group, type, name))
        .delete({ queryParameters: { 'api-version': NETWORK_API_VERSION } });
    const status = Number(response.status);
    if ([200, 204, 404].includes(status))
        return;
    if (status !== 202)
        throw restErrorOf(status, response.body, what);
    await followLocation(context, response.headers, what, polling);
}
async function followLocation(context, headers, what, polling) {
    const location = headers.location;
    if (location === undefined || location === '')
        throw new Error(`${what}: Azure accepted it (202) without a Location to follow`);
    let retryAfter = headers['retry-after'];
    for (let waited = 0; waited < DELETE_BUDGET_MS;) {
        const seconds = Number(retryAfter);
        const interval = polling.intervalMs ?? (seconds > 0 ? seconds * 1000 : 5000);
        await polling.sleep(interval);
        waited += interval;
        const poll = await context.pathUnchecked(location).get();
        const status = Number(poll.status);
        if (status === 200 || status === 204)
            return;
        if (status !== 202)
            throw restErrorOf(status, poll.body, what);
        retryAfter = poll.headers['retry-after'];
    }
    throw new Error(`${what} was still running after ${DELETE_BUDGET_MS / 60_000} minutes`);
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
function azureGangOps(params) {
    const { compute, context, options, polling } = params;
    const group = options.resourceGroup;
    const networkPolling = {
        ...(polling.updateIntervalInMs === undefined ? {} : { intervalMs: polling.updateIntervalInMs }),
        sleep: (ms) => (0,promises_.setTimeout)(ms),
    };
    return {
        create: (node) => explained(node, 'Microsoft.Compute/virtualMachines/write', async () => {
            await compute.virtualMachines.createOrUpdate(group, node.name, node.body, polling);
        }),
        remove: async (node) => {
            await explained(node, 'Microsoft.Compute/virtualMachines/delete', () => params.deleteVm(node.name));
            const names = companionNames(node.name);
            await explained(node, 'Microsoft.Network/networkInterfaces/delete', () => deleteNetworkResource(context, group, 'networkInterfaces', names.nic, networkPolling));
            if (options.publicIp) {
                await explained(node, 'Microsoft.Network/publicIPAddresses/delete', () => deleteNetworkResource(context, group, 'publicIPAddresses', names.publicIp, networkPolling));
            }
        },
        privateAddress: (node) => explained(node, 'Microsoft.Network/networkInterfaces/read', () => nicPrivateAddress(context, group, companionNames(node.name).nic)),
        sleep: params.sleep,
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./build/clouds/azure/throwaway-ssh-key.js


const generate = (0,external_node_util_.promisify)(external_node_crypto_.generateKeyPair);
function field(bytes) {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    return Buffer.concat([length, bytes]);
}
function mpint(base64url) {
    const bytes = Buffer.from(base64url, 'base64url');
    const first = bytes[0] ?? 0;
    return field(first >= 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}
async function throwawaySshPublicKey() {
    const { publicKey } = await generate('rsa', { modulusLength: 2048 });
    const jwk = publicKey.export({ format: 'jwk' });
    if (jwk.n === undefined || jwk.e === undefined) {
        throw new Error('node:crypto returned an RSA public key without its modulus or exponent');
    }
    const blob = Buffer.concat([field(Buffer.from('ssh-rsa')), mpint(jwk.e), mpint(jwk.n)]);
    return `ssh-rsa ${blob.toString('base64')} spot-train-throwaway`;
}

// EXTERNAL MODULE: ./build/clouds/azure/launch-options.js
var launch_options = __webpack_require__(22851);
;// CONCATENATED MODULE: ./build/clouds/azure/vm-delete.js


async function deleteVm(compute, target, polling) {
    try {
        await compute.virtualMachines.delete(target.group, target.name, polling);
    }
    catch (error) {
        if (!isNotFound(error))
            throw error;
    }
}
async function removeFailedLaunch(compute, target, failure, polling) {
    const { cause, explained } = failure;
    const status = (0,esm/* isRestError */.T0)(cause) ? (cause.statusCode ?? 0) : 0;
    if ((status >= 400 && status < 500) || isSignInFailure(cause))
        return;
    try {
        await deleteVm(compute, target, polling);
    }
    catch (error) {
        const deleting = explainArmError(error, {
            action: 'Microsoft.Compute/virtualMachines/delete',
            target: target.where,
        });
        throw new Error(`${explained.message}; deleting what the failed launch left also failed, so delete VM ${target.name} in resource group ${target.group} by hand: ${deleting.message}`, { cause: error });
    }
}

;// CONCATENATED MODULE: ./build/clouds/azure/vm-status.js
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
function vmState(vm) {
    const provisioning = (vm.provisioningState ?? '').toLowerCase();
    if (provisioning === 'deleting')
        return 'stopping';
    const power = statusCode(vm, 'PowerState/');
    if (power !== undefined) {
        return POWER_STATES[power] ?? 'running';
    }
    if (provisioning === 'creating')
        return 'pending';
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
function vmStatus(vm, eviction) {
    const state = vmState(vm);
    const detail = describeVm(vm);
    if (eviction !== undefined) {
        return { state, reclaimed: true, detail: `${detail}; ${showEviction(eviction)}` };
    }
    return { state, reclaimed: false, detail };
}
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
        detail: `gone from ${where}; the activity log records no spot eviction of it (yet: events take minutes to appear)`,
    };
}

;// CONCATENATED MODULE: ./build/clouds/azure/vm-describe.js



async function readVm(compute, target) {
    return armCall(target, 'Microsoft.Compute/virtualMachines/read', async () => {
        try {
            return await compute.virtualMachines.get(target.group, target.name, {
                expand: 'instanceView',
            });
        }
        catch (error) {
            if (isNotFound(error))
                return undefined;
            throw error;
        }
    });
}
async function vm_describe_describeVm(compute, target, eviction) {
    const vm = await readVm(compute, target);
    if (vm === undefined) {
        return goneStatus(target.where, await eviction());
    }
    const state = vmState(vm);
    const leaving = state === 'stopping' || state === 'stopped';
    if (vm.priority?.toLowerCase() === 'spot' && leaving) {
        return vmStatus(vm, await eviction());
    }
    return vmStatus(vm);
}

;// CONCATENATED MODULE: ./build/clouds/azure/vm-listing.js



async function listVmsByLabels(compute, region, labels) {
    const listing = { group: '', name: '', where: `VMs in ${region}` };
    const matches = await armCall(listing, 'Microsoft.Compute/virtualMachines/read', async () => {
        const found = [];
        for await (const vm of compute.virtualMachines.listByLocation(region)) {
            const tags = vm.tags ?? {};
            if (Object.entries(labels).every(([key, value]) => tags[key] === value))
                found.push(vm);
        }
        return found;
    });
    const instances = await Promise.all(matches.map((vm) => tagged(compute, region, vm)));
    return instances.filter((instance) => instance !== undefined);
}
async function tagged(compute, region, listed) {
    const group = resourceGroupOf(listed.id);
    const name = listed.name;
    if (group === undefined || name === undefined)
        return undefined;
    const vm = await readVm(compute, { group, name, where: `VM ${name} in resource group ${group}` });
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
function resourceGroupOf(id) {
    return /\/resourceGroups\/([^/]+)\//i.exec(id ?? '')?.[1];
}

;// CONCATENATED MODULE: ./build/clouds/azure/placement-scores.js

const placement_scores_API_VERSION = '2025-06-05';
const MAX_LOCATIONS = 8;
const MAX_SIZES = 5;
const SCORES = {
    High: 0.9,
    Medium: 0.5,
    Low: 0.2,
    RestrictedSkuNotAvailable: 0,
};
async function azureSpotPlacementScores(context, query) {
    const [home] = query.regions;
    if (home === undefined)
        return [];
    const path = `/subscriptions/${encodeURIComponent(context.subscriptionId)}/providers/Microsoft.Compute/locations/${encodeURIComponent(home)}/placementScores/spot/generate`;
    const response = await context.pathUnchecked(path).post({
        queryParameters: { 'api-version': placement_scores_API_VERSION },
        contentType: 'application/json',
        body: {
            desiredLocations: query.regions.slice(0, MAX_LOCATIONS),
            desiredSizes: query.types.slice(0, MAX_SIZES).map((sku) => ({ sku })),
            desiredCount: query.nodes,
            availabilityZones: query.zonal,
        },
    });
    const status = Number(response.status);
    const body = response.body;
    if (status !== 200)
        throw restErrorOf(status, body, 'the spot placement scores');
    const scores = body?.placementScores;
    return (Array.isArray(scores) ? scores : []).flatMap((item) => {
        const fields = (typeof item === 'object' && item !== null ? item : {});
        const [type, region, word] = [arm_response_text(fields.sku), arm_response_text(fields.region), arm_response_text(fields.score)];
        const score = word === undefined ? undefined : SCORES[word];
        if (type === undefined || region === undefined || score === undefined)
            return [];
        const zone = arm_response_text(fields.availabilityZone);
        return [{ type, region, ...(zone === undefined ? {} : { zone }), score }];
    });
}

;// CONCATENATED MODULE: ./build/clouds/azure/azure-cloud.js
















const EVICTION_LOOKBACK_MS = 30 * 24 * 3600_000;
const ARM_SCOPE = 'https://management.azure.com/.default';
class AzureCloud {
    name = 'azure';
    params;
    now;
    clients;
    constructor(params = {}) {
        this.params = params;
        this.now = params.now ?? (() => new Date());
    }
    async launchGang(spec, rung, nodes) {
        if (!Number.isInteger(nodes) || nodes < 2) {
            throw new Error(`a gang has 2 or more nodes, not ${nodes}`);
        }
        const options = (0,launch_options/* parseLaunchOptions */.V)(spec.options);
        const key = options.sshPublicKey ?? (await throwawaySshPublicKey());
        const gang = gangNodes(spec, rung, options, key, nodes);
        const { compute, context } = await this.connect();
        const ops = azureGangOps({
            compute,
            context,
            options,
            polling: this.polling(),
            deleteVm: (name) => deleteVm(compute, { group: options.resourceGroup, name, where: `VM ${name}` }, this.polling()),
            sleep: this.params.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
        });
        const addresses = await startGang(gang, ops, options.resourceGroup);
        return gang.map((node) => ({
            ...this.launched(node.name, (0,node_rung/* nodeRung */.F)(spec, rung, node.index), options, spec.maxPrice),
            ...(addresses[node.index] === undefined ? {} : { privateAddress: addresses[node.index] }),
        }));
    }
    async launch(spec, rung) {
        const options = (0,launch_options/* parseLaunchOptions */.V)(spec.options);
        const key = options.sshPublicKey ?? (await throwawaySshPublicKey());
        const body = vmRequest(spec, rung, options, key);
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
            await removeFailedLaunch(compute, target, { cause: error, explained }, this.polling());
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
        const target = vmTarget(ref);
        const clients = await this.connect();
        return vm_describe_describeVm(clients.compute, target, () => this.eviction(clients, target));
    }
    async terminate(ref) {
        const target = vmTarget(ref);
        const { compute } = await this.connect();
        await armCall(target, 'Microsoft.Compute/virtualMachines/delete', () => deleteVm(compute, target, this.polling()));
    }
    async placementScores(query) {
        const { context } = await this.connect();
        const where = `spot placement scores in ${query.regions[0] ?? 'no region'}`;
        return armCall({ group: '', name: '', where }, 'Microsoft.Compute/locations/placementScores/generate/action', () => azureSpotPlacementScores(context, query));
    }
    async listByLabels(region, labels) {
        const { compute } = await this.connect();
        return listVmsByLabels(compute, region, labels);
    }
    async eviction(clients, target) {
        const resourceId = `/subscriptions/${clients.subscriptionId}/resourceGroups/${target.group}/providers/Microsoft.Compute/virtualMachines/${target.name}`;
        const to = this.now();
        const from = new Date(to.getTime() - EVICTION_LOOKBACK_MS);
        return armCall(target, 'Microsoft.Insights/eventtypes/values/read', () => findEviction(clients.context, resourceId, from, to));
    }
    polling() {
        const interval = this.params.pollIntervalMs;
        return interval === undefined ? {} : { updateIntervalInMs: interval };
    }
    async signIn() {
        const { credential } = await this.connect();
        const token = await credential.getToken(ARM_SCOPE);
        if (token === null)
            throw new Error('the Azure credential gave no token for ARM');
    }
    connect() {
        this.clients ??= this.createClients();
        return this.clients;
    }
    async createClients() {
        const subscriptionId = this.params.subscriptionId ?? '';
        if (subscriptionId === '') {
            throw new errors/* UserError */.y('Azure needs a subscription: set AZURE_SUBSCRIPTION_ID (azure/login takes it as subscription-id but does not export it)');
        }
        const credential = this.params.credential ?? new (await Promise.all(/* import() */[__webpack_require__.e(3324), __webpack_require__.e(5738), __webpack_require__.e(2088), __webpack_require__.e(3016)]).then(__webpack_require__.bind(__webpack_require__, 73016))).DefaultAzureCredential();
        const endpoint = this.params.endpoint;
        const options = {
            ...this.params.clientOptions,
            ...(endpoint === undefined ? {} : { endpoint }),
        };
        return {
            credential,
            compute: new esm/* ComputeManagementClient */.Kx(credential, subscriptionId, options),
            context: (0,api/* createComputeManagement */.L)(credential, subscriptionId, options),
            subscriptionId,
        };
    }
}


/***/ }),

/***/ 22851:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ parseLaunchOptions),
/* harmony export */   X: () => (/* binding */ OPTION_KEYS)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45145);

const OPTION_KEYS = [
    'resource-group',
    'subnet-id',
    'public-ip',
    'ssh-public-key',
    'proximity-placement-group',
];
const PROXIMITY_PLACEMENT_GROUP_ID = /^\/subscriptions\/[^/]+\/resourceGroups\/[^/]+\/providers\/Microsoft\.Compute\/proximityPlacementGroups\/[^/]+$/i;
const SUBNET_ID = /^\/subscriptions\/[^/]+\/resourceGroups\/[^/]+\/providers\/Microsoft\.Network\/virtualNetworks\/[^/]+\/subnets\/[^/]+$/i;
function required(options, key, form) {
    const value = options[key]?.trim() ?? '';
    if (value === '') {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`Azure needs the ${key} option: ${form}`);
    }
    return value;
}
function parseLaunchOptions(options) {
    const resourceGroup = required(options, 'resource-group', 'the resource group the VM is created in (it must exist)');
    const subnetId = required(options, 'subnet-id', 'the resource id of the subnet the VM joins, like /subscriptions/<id>/resourceGroups/<group>/providers/Microsoft.Network/virtualNetworks/<vnet>/subnets/<subnet>');
    if (!SUBNET_ID.test(subnetId)) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`subnet-id "${subnetId}" is not a subnet resource id; expected /subscriptions/<id>/resourceGroups/<group>/providers/Microsoft.Network/virtualNetworks/<vnet>/subnets/<subnet>`);
    }
    const rawPublicIp = options['public-ip']?.trim() ?? '';
    if (!['', 'true', 'false'].includes(rawPublicIp)) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`public-ip "${rawPublicIp}" is neither true nor false`);
    }
    const sshPublicKey = options['ssh-public-key']?.trim() ?? '';
    if (sshPublicKey !== '' && !sshPublicKey.startsWith('ssh-rsa ')) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y('ssh-public-key must be an OpenSSH "ssh-rsa AAAA..." key: Azure takes no other kind for Linux VMs');
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
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`proximity-placement-group "${id}" is not a proximity placement group resource id; expected /subscriptions/<id>/resourceGroups/<group>/providers/Microsoft.Compute/proximityPlacementGroups/<name>`);
    }
    return id;
}


/***/ }),

/***/ 31370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hG: () => (/* binding */ CapacityError),
/* harmony export */   kb: () => (/* binding */ CLOUD_TITLES),
/* harmony export */   vD: () => (/* binding */ CLOUD_NAMES)
/* harmony export */ });
const CLOUD_NAMES = ['aws', 'gcp', 'azure'];
const CLOUD_TITLES = {
    aws: 'AWS',
    gcp: 'GCP',
    azure: 'Azure',
};
class CapacityError extends Error {
    name = 'CapacityError';
}


/***/ }),

/***/ 12946:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ nodeRung),
/* harmony export */   O: () => (/* binding */ isMixed)
/* harmony export */ });
function nodeRung(spec, rung, node) {
    return node === 0 && isMixed(spec, rung) ? { ...rung, market: 'on-demand' } : rung;
}
function isMixed(spec, rung) {
    return rung.market === 'spot' && spec.hostMarket === 'on-demand';
}


/***/ }),

/***/ 83950:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ nodeScripts)
/* harmony export */ });
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
