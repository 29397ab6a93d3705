export const id = 507;
export const ids = [507];
export const modules = {

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

/***/ 90507:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GcpCloud: () => (/* binding */ GcpCloud)
});

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./build/base/errors.js
var errors = __webpack_require__(45145);
// EXTERNAL MODULE: ./build/clouds/cloud.js
var cloud = __webpack_require__(31370);
;// CONCATENATED MODULE: ./build/clouds/gcp/compute-errors.js


const CAPACITY_CODES = new Set([
    'ZONE_RESOURCE_POOL_EXHAUSTED',
    'ZONE_RESOURCE_POOL_EXHAUSTED_WITH_DETAILS',
    'UNSUPPORTED_OPERATION',
]);
const QUOTA_CODES = new Set(['QUOTA_EXCEEDED']);
const ABSENT_IN_ZONE = /does not exist in zone|zones\/[^/'\s]+\/(machineTypes|acceleratorTypes)\/[^'\s]+' was not found/;
const QUOTA_MESSAGE = /Quota '([^']+)' exceeded/;
const PERMISSION_MESSAGE = /Required '([^']+)' permission/;
function httpStatusOf(error) {
    if (typeof error !== 'object' || error === null)
        return undefined;
    const status = error.httpStatusCode;
    return typeof status === 'number' ? status : undefined;
}
function isRefused(error) {
    const status = httpStatusOf(error);
    return status !== undefined && status >= 400 && status < 500;
}
function isNotFound(error) {
    return httpStatusOf(error) === 404;
}
function quotaError(message, call, cause) {
    const quota = QUOTA_MESSAGE.exec(message)?.[1];
    const which = quota === undefined ? 'a Compute Engine quota' : `quota ${quota}`;
    return new errors/* UserError */.y(`GCP project ${call.project} has no ${which} left for ${call.instance} in ${call.zone}; ` +
        `Spot VMs count against the PREEMPTIBLE_* quotas where granted. Raise the quota or use a smaller shape. GCP said: ${message}`, { cause });
}
function explainComputeError(error, call, capacityMeansNextRung = false) {
    const status = httpStatusOf(error);
    const said = (0,errors/* describeError */.U)(error);
    const what = `${call.permission} on ${call.instance} in ${call.zone} (project ${call.project})`;
    if (QUOTA_MESSAGE.test(said))
        return quotaError(said, call, error);
    if (status === 403) {
        const permission = PERMISSION_MESSAGE.exec(said)?.[1] ?? call.permission;
        return new errors/* UserError */.y(`GCP denied ${what}: the credentials need the ${permission} permission (roles/compute.instanceAdmin.v1 has it). GCP said: ${said}`, { cause: error });
    }
    if (status === 401) {
        return new errors/* UserError */.y(`GCP did not accept the credentials for ${what}; check how the job gets its Google credentials (google-github-actions/auth). GCP said: ${said}`, { cause: error });
    }
    if (capacityMeansNextRung && (status === 400 || status === 404) && ABSENT_IN_ZONE.test(said)) {
        return new cloud/* CapacityError */.hG(`${call.zone}: ${said}`, { cause: error });
    }
    if (status === 400 || status === 404) {
        return new errors/* UserError */.y(`${what} failed: ${said}`, { cause: error });
    }
    return new Error(`${what} failed: ${said}`, { cause: error });
}
function explainOperationError(error, call) {
    const entries = error.errors ?? [];
    const codes = entries.map((entry) => entry.code ?? '');
    const said = entries
        .map((entry) => `${entry.code ?? 'ERROR'}: ${entry.message ?? ''}`.trim())
        .join('; ');
    if (codes.some((code) => QUOTA_CODES.has(code)))
        return quotaError(said, call, error);
    if (codes.some((code) => CAPACITY_CODES.has(code))) {
        return new cloud/* CapacityError */.hG(`${call.zone}: ${said}`, { cause: error });
    }
    return new Error(`${call.permission} on ${call.instance} in ${call.zone} failed: ${said}`, {
        cause: error,
    });
}

// EXTERNAL MODULE: ./node_modules/@google-cloud/compute/build/src/v1/instances_client.js
var instances_client = __webpack_require__(60891);
// EXTERNAL MODULE: ./node_modules/@google-cloud/compute/build/src/v1/zone_operations_client.js
var zone_operations_client = __webpack_require__(99276);
;// CONCATENATED MODULE: ./build/clouds/gcp/compute-endpoint.js

function endpointOptions(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        throw new errors/* UserError */.y(`GCP Compute endpoint "${url}" is not a URL; expected the form https://host[:port] or http://host:port`);
    }
    const protocol = parsed.protocol.replace(/:$/, '');
    if (protocol !== 'http' && protocol !== 'https') {
        throw new errors/* UserError */.y(`GCP Compute endpoint "${url}" must start with http:// or https://`);
    }
    if (!/^\/(compute\/v1\/?)?$/.test(parsed.pathname)) {
        throw new errors/* UserError */.y(`GCP Compute endpoint "${url}" has the path ${parsed.pathname}; give the server only (https://host[:port]), optionally followed by /compute/v1/`);
    }
    const port = parsed.port === '' ? (protocol === 'https' ? 443 : 80) : Number(parsed.port);
    return { apiEndpoint: parsed.hostname, port, protocol };
}

;// CONCATENATED MODULE: ./build/clouds/gcp/compute-clients.js



function computeClients(endpoint, authClient) {
    const options = {
        fallback: true,
        ...(endpoint === undefined ? {} : endpointOptions(endpoint)),
        ...(authClient === undefined ? {} : { authClient }),
    };
    const instances = new instances_client/* InstancesClient */.C(options);
    const operations = new zone_operations_client/* ZoneOperationsClient */.G({ ...options, auth: instances.auth });
    return { instances, operations };
}

// EXTERNAL MODULE: ./build/clouds/node-rung.js
var node_rung = __webpack_require__(12946);
// EXTERNAL MODULE: ./build/clouds/gcp/launch-options.js
var launch_options = __webpack_require__(71172);
;// CONCATENATED MODULE: ./build/clouds/gcp/instance-resource.js


const GPU_FAMILIES = /^(a2|a3|a4|g2|g4)-/;
const MIN_RUN_S = 30;
const MAX_RUN_S = 120 * 24 * 3600;
function sourceImage(image) {
    const trimmed = image.trim();
    if (/^https:\/\//.test(trimmed) || /^(projects\/[^/]+\/)?global\/images\/[^/]/.test(trimmed)) {
        return trimmed;
    }
    const shorthand = /^([a-z][-a-z0-9.:]*[a-z0-9])\/([a-z][-a-z0-9]*)$/.exec(trimmed);
    if (shorthand !== null) {
        return `projects/${shorthand[1] ?? ''}/global/images/family/${shorthand[2] ?? ''}`;
    }
    throw new errors/* UserError */.y(`GCP image "${image}" is not an image URL, projects/P/global/images/(family/)NAME, or PROJECT/FAMILY such as ubuntu-os-cloud/ubuntu-2404-lts-amd64`);
}
function networkInterface(spec, where) {
    const { network, subnetwork } = spec.options;
    const external = !(0,launch_options/* parseFlag */.og)('no-external-ip', spec.options['no-external-ip']);
    return {
        ...(network !== undefined && network !== ''
            ? { network: network.includes('/') ? network : `global/networks/${network}` }
            : subnetwork === undefined || subnetwork === ''
                ? { network: 'global/networks/default' }
                : {}),
        ...(subnetwork !== undefined && subnetwork !== ''
            ? {
                subnetwork: subnetwork.includes('/')
                    ? subnetwork
                    : `regions/${where.region}/subnetworks/${subnetwork}`,
            }
            : {}),
        accessConfigs: external ? [{ name: 'External NAT', type: 'ONE_TO_ONE_NAT' }] : [],
    };
}
function instanceResource(spec, rung, where) {
    return { name: spec.name, ...properties(spec, rung, where, 'links') };
}
function instanceProperties(spec, rung, where) {
    return properties(spec, rung, where, 'names');
}
function properties(spec, rung, where, naming) {
    const seconds = maxRunSeconds(spec.maxLifetimeMs);
    const acceleratorOption = spec.options.accelerator;
    const accelerator = acceleratorOption === undefined || acceleratorOption === ''
        ? undefined
        : (0,launch_options/* parseAccelerator */.jq)(acceleratorOption);
    return {
        machineType: naming === 'links'
            ? `zones/${where.zone}/machineTypes/${rung.instanceType}`
            : rung.instanceType,
        labels: { ...spec.labels },
        scheduling: scheduling(rung, seconds, accelerator !== undefined),
        metadata: { items: [{ key: 'startup-script', value: spec.startupScript }] },
        disks: [bootDisk(spec, where, naming)],
        networkInterfaces: [networkInterface(spec, where)],
        ...serviceAccounts(spec.options['service-account']),
        ...guestAccelerators(accelerator, where, naming),
    };
}
function maxRunSeconds(maxLifetimeMs) {
    const seconds = Math.ceil(maxLifetimeMs / 1000);
    if (!(seconds >= MIN_RUN_S && seconds <= MAX_RUN_S)) {
        throw new errors/* UserError */.y(`the VM lifetime must be between 30 seconds and 120 days on GCP (maxRunDuration); got ${maxLifetimeMs} ms`);
    }
    return seconds;
}
function scheduling(rung, seconds, hasAccelerator) {
    const mustStop = rung.market === 'spot' || hasAccelerator || GPU_FAMILIES.test(rung.instanceType);
    return {
        provisioningModel: rung.market === 'spot' ? 'SPOT' : 'STANDARD',
        instanceTerminationAction: 'DELETE',
        maxRunDuration: { seconds: String(seconds) },
        automaticRestart: false,
        ...(mustStop ? { onHostMaintenance: 'TERMINATE' } : {}),
    };
}
function bootDisk(spec, where, naming) {
    const diskType = spec.options['disk-type'];
    return {
        boot: true,
        autoDelete: true,
        initializeParams: {
            sourceImage: sourceImage(spec.image),
            diskSizeGb: String(spec.diskGb),
            ...(diskType === undefined || diskType === ''
                ? {}
                : {
                    diskType: naming === 'links' ? `zones/${where.zone}/diskTypes/${diskType}` : diskType,
                }),
        },
    };
}
function serviceAccounts(account) {
    return account === undefined || account === ''
        ? {}
        : {
            serviceAccounts: [
                { email: account, scopes: ['https://www.googleapis.com/auth/cloud-platform'] },
            ],
        };
}
function guestAccelerators(accelerator, where, naming) {
    return accelerator === undefined
        ? {}
        : {
            guestAccelerators: [
                {
                    acceleratorType: naming === 'links'
                        ? `projects/${where.project}/zones/${where.zone}/acceleratorTypes/${accelerator.type}`
                        : accelerator.type,
                    acceleratorCount: accelerator.count,
                },
            ],
        };
}

;// CONCATENATED MODULE: ./build/clouds/gcp/gang-resource.js



const NODE_LABEL = 'spot-train-node';
const RESOURCE_NAME = /^[a-z]([-a-z0-9]{0,61}[a-z0-9])?$/;
const POLICY_PATH = /^(?:https:\/\/[^/]+\/compute\/v1\/)?(?:projects\/([^/]+)\/)?regions\/([^/]+)\/resourcePolicies\/([^/]+)$/;
function gangNames(name, nodes) {
    return Array.from({ length: nodes }, (_, index) => `${name}-${index}`);
}
function placementPolicyName(value, where) {
    const trimmed = value.trim();
    if (RESOURCE_NAME.test(trimmed))
        return trimmed;
    const path = POLICY_PATH.exec(trimmed);
    const [, project, region, name = ''] = path ?? [];
    if (path === null || !RESOURCE_NAME.test(name)) {
        throw new errors/* UserError */.y(`GCP placement-policy "${value}" is not a resource policy name or projects/P/regions/R/resourcePolicies/NAME`);
    }
    if (region !== where.region || (project !== undefined && project !== where.project)) {
        throw new errors/* UserError */.y(`GCP placement-policy "${value}" is not in project ${where.project}, region ${where.region}, where this gang starts; resource policies apply only to VMs of their own project and region`);
    }
    return name;
}
function gangResource(spec, rung, where, names) {
    const policy = spec.options['placement-policy'];
    const properties = instanceProperties(spec, rung, where);
    return {
        count: String(names.length),
        minCount: String(names.length),
        perInstanceProperties: Object.fromEntries(names.map((n) => [n, {}])),
        instanceProperties: policy === undefined || policy === ''
            ? properties
            : { ...properties, resourcePolicies: [placementPolicyName(policy, where)] },
    };
}
function hostResource(spec, rung, where, name) {
    const policy = spec.options['placement-policy'];
    const body = instanceResource({
        ...spec,
        name,
        labels: { ...spec.labels, [NODE_LABEL]: '0' },
        startupScript: spec.nodeStartupScripts?.[0] ?? spec.startupScript,
    }, (0,node_rung/* nodeRung */.F)(spec, rung, 0), where);
    if (policy === undefined || policy === '')
        return body;
    const path = `projects/${where.project}/regions/${where.region}/resourcePolicies/${placementPolicyName(policy, where)}`;
    return { ...body, resourcePolicies: [path] };
}

;// CONCATENATED MODULE: ./build/clouds/gcp/operations.js
async function waitForOperation(operations, start, where, options) {
    const name = start.name ?? '';
    if (name === '')
        throw new Error('Compute answered without naming the operation to wait for');
    const deadline = options.now() + options.timeoutMs;
    let operation = start;
    let pauses = 0;
    while (operation.status !== 'DONE') {
        if (options.now() > deadline) {
            throw new Error(`operation ${name} in ${where.zone} was still ${operation.status ?? 'unknown'} after ${Math.round(options.timeoutMs / 1000)} s`);
        }
        const asked = options.now();
        [operation] = await operations.wait({
            project: where.project,
            zone: where.zone,
            operation: name,
        });
        if (operation.status !== 'DONE' && options.now() - asked < 1000) {
            pauses += 1;
            await options.sleep(Math.min(500 * pauses, 5000));
        }
    }
    return operation;
}

;// CONCATENATED MODULE: ./build/clouds/gcp/gang-launch.js






async function launchGang(clients, spec, rung, where, nodes) {
    const names = gangNames(spec.name, nodes);
    const mixed = (0,node_rung/* isMixed */.O)(spec, rung);
    const bulk = mixed ? names.slice(1) : names;
    const body = gangResource(spec, rung, where, bulk);
    if (mixed)
        await insertHost(clients, hostResource(spec, rung, where, names[0] ?? ''), where);
    const call = {
        permission: 'compute.instances.create',
        instance: `${bulk[0] ?? ''}..${bulk[bulk.length - 1] ?? ''}`,
        zone: where.zone,
        project: where.project,
    };
    let started;
    try {
        [{ latestResponse: started }] = await clients.instances.bulkInsert({
            project: where.project,
            zone: where.zone,
            bulkInsertInstanceResourceResource: body,
        });
    }
    catch (error) {
        const explained = explainComputeError(error, call, true);
        throw await removeAll(clients, isRefused(error) ? names.slice(0, mixed ? 1 : 0) : names, explained);
    }
    try {
        await finished(clients, started, where, call);
        const found = await readAll(clients, where, names);
        await settleAll(found.map((node, index) => labelNode(clients, where, node, index)));
        return found.map((node, index) => launched(node, (0,node_rung/* nodeRung */.F)(spec, rung, index), where));
    }
    catch (error) {
        throw await removeAll(clients, names, error);
    }
}
async function insertHost(clients, body, where) {
    const name = body.name ?? '';
    const call = {
        permission: 'compute.instances.create',
        instance: name,
        zone: where.zone,
        project: where.project,
    };
    let started;
    try {
        [{ latestResponse: started }] = await clients.instances.insert({
            project: where.project,
            zone: where.zone,
            instanceResource: body,
        });
    }
    catch (error) {
        const explained = explainComputeError(error, call, true);
        throw await removeAll(clients, isRefused(error) ? [] : [name], explained);
    }
    try {
        await finished(clients, started, where, call);
    }
    catch (error) {
        throw await removeAll(clients, [name], error);
    }
}
async function finished(clients, started, where, call) {
    let done;
    try {
        done = await waitForOperation(clients.operations, started, where, clients.wait);
    }
    catch (error) {
        throw explainComputeError(error, call);
    }
    if (done.error?.errors !== undefined && done.error.errors.length > 0) {
        throw explainOperationError(done.error, call);
    }
}
async function readAll(clients, where, names) {
    const read = await settleAll(names.map((name) => readNode(clients, where, name)));
    const missing = names.filter((_, index) => read[index] === undefined);
    if (missing.length > 0) {
        throw new cloud/* CapacityError */.hG(`${where.zone}: only ${names.length - missing.length} of the gang's ${names.length} VMs exist after Compute created them; ${missing.join(', ')} went away`);
    }
    return read.filter((node) => node !== undefined);
}
async function readNode(clients, where, name) {
    let instance;
    try {
        [instance] = await clients.instances.get({
            project: where.project,
            zone: where.zone,
            instance: name,
        });
    }
    catch (error) {
        if (isNotFound(error))
            return undefined;
        throw explainComputeError(error, gangCall(where, name, 'get'));
    }
    if (!instance.networkInterfaces?.[0]?.networkIP) {
        throw new Error(`Compute gave VM ${name} in ${where.zone} no private address`);
    }
    return { name, instance };
}
async function labelNode(clients, where, node, index) {
    const call = gangCall(where, node.name, 'setLabels');
    let started;
    try {
        [{ latestResponse: started }] = await clients.instances.setLabels({
            project: where.project,
            zone: where.zone,
            instance: node.name,
            instancesSetLabelsRequestResource: {
                labels: { ...node.instance.labels, [NODE_LABEL]: String(index) },
                labelFingerprint: node.instance.labelFingerprint ?? '',
            },
        });
    }
    catch (error) {
        throw explainComputeError(error, call);
    }
    await finished(clients, started, where, call);
}
function launched(node, rung, where) {
    const address = node.instance.networkInterfaces?.[0]?.networkIP ?? undefined;
    return {
        instance: {
            cloud: 'gcp',
            id: node.name,
            zone: where.zone,
            region: where.region,
            group: where.project,
        },
        instanceType: rung.instanceType,
        market: rung.market,
        ...(address === undefined ? {} : { privateAddress: address }),
    };
}
async function removeAll(clients, names, cause) {
    const results = await Promise.allSettled(names.map((name) => clients.remove(name)));
    const failed = names.filter((_, index) => results[index]?.status === 'rejected');
    if (failed.length === 0)
        return cause;
    const reasons = results.flatMap((r) => r.status === 'rejected' ? [(0,errors/* describeError */.U)(r.reason)] : []);
    return new Error(`${(0,errors/* describeError */.U)(cause)}; deleting the gang's VMs failed too, so ${failed.join(', ')} may still run ` +
        `(they delete themselves at their run-time limit, and the janitor finds them by label): ${reasons.join('; ')}`, { cause });
}
async function settleAll(promises) {
    const results = await Promise.allSettled(promises);
    const failure = results.find((r) => r.status === 'rejected');
    if (failure !== undefined)
        throw failure.reason;
    return results.map((r) => r.value);
}
function gangCall(where, name, action) {
    return {
        permission: `compute.instances.${action}`,
        instance: name,
        zone: where.zone,
        project: where.project,
    };
}

;// CONCATENATED MODULE: ./build/clouds/gcp/instance-status.js
const INSTANCE_STATES = {
    PENDING: 'pending',
    PROVISIONING: 'pending',
    STAGING: 'pending',
    RUNNING: 'running',
    REPAIRING: 'running',
    PENDING_STOP: 'stopping',
    STOPPING: 'stopping',
    SUSPENDING: 'stopping',
    DEPROVISIONING: 'stopping',
    STOPPED: 'stopped',
    SUSPENDED: 'stopped',
    TERMINATED: 'stopped',
};
const PREEMPTED = 'compute.instances.preempted';
function stateOf(instance) {
    return INSTANCE_STATES[instance.status ?? ''] ?? 'running';
}
function isSpot(instance) {
    return instance.scheduling?.provisioningModel === 'SPOT';
}
function preemptedAt(operation) {
    const time = operation.endTime ?? operation.insertTime;
    return time === undefined || time === null || time === '' ? '' : ` at ${time}`;
}
function instanceStatus(instance, zone, preemption) {
    const status = instance.status ?? 'UNKNOWN';
    const state = stateOf(instance);
    const model = isSpot(instance) ? 'spot' : 'standard';
    const message = instance.statusMessage ? `: ${instance.statusMessage}` : '';
    if (preemption !== undefined) {
        return {
            state,
            reclaimed: true,
            detail: `${status} (${model}) in ${zone}, preempted by Compute Engine${preemptedAt(preemption)}`,
        };
    }
    return { state, reclaimed: false, detail: `${status} (${model}) in ${zone}${message}` };
}
function goneStatus(zone, preemption) {
    if (preemption !== undefined) {
        return {
            state: 'gone',
            reclaimed: true,
            detail: `gone from ${zone}: deleted after Compute Engine preempted it${preemptedAt(preemption)}`,
        };
    }
    return {
        state: 'gone',
        reclaimed: false,
        detail: `gone from ${zone}; Compute Engine recorded no preemption of it`,
    };
}

// EXTERNAL MODULE: ./build/clouds/gcp/zone-region.js
var zone_region = __webpack_require__(17591);
;// CONCATENATED MODULE: ./build/clouds/gcp/gcp-cloud.js









const PAGE_BY_PAGE = { autoPaginate: false };
class GcpCloud {
    name = 'gcp';
    instances;
    operations;
    waitOptions;
    projectId;
    async signIn() {
        await this.instances.auth.getAccessToken();
    }
    constructor(params = {}) {
        this.projectId = params.projectId;
        const clients = computeClients(params.apiEndpoint, params.authClient);
        this.instances = clients.instances;
        this.operations = clients.operations;
        this.waitOptions = {
            sleep: (ms) => (0,promises_.setTimeout)(ms),
            now: () => Date.now(),
            timeoutMs: 10 * 60_000,
            ...params.wait,
        };
    }
    async launch(spec, rung) {
        const where = await this.placement(spec, rung);
        const { project, zone, region } = where;
        const call = {
            permission: 'compute.instances.create',
            instance: spec.name,
            zone,
            project,
        };
        const body = instanceResource(spec, rung, where);
        let done;
        try {
            const [started] = await this.instances.insert({ project, zone, instanceResource: body });
            done = await waitForOperation(this.operations, started.latestResponse, where, this.waitOptions);
        }
        catch (error) {
            throw explainComputeError(error, call, true);
        }
        if (done.error?.errors !== undefined && done.error.errors.length > 0) {
            throw explainOperationError(done.error, call);
        }
        return {
            instance: { cloud: 'gcp', id: spec.name, zone, region, group: project },
            instanceType: rung.instanceType,
            market: rung.market,
        };
    }
    async launchGang(spec, rung, nodes) {
        if (!Number.isInteger(nodes) || nodes < 2) {
            throw new Error(`a gang has 2 or more nodes; launchGang was asked for ${nodes}`);
        }
        const where = await this.placement(spec, rung);
        const remove = (name) => this.terminate({ cloud: 'gcp', id: name, zone: where.zone, group: where.project });
        return launchGang({ instances: this.instances, operations: this.operations, wait: this.waitOptions, remove }, spec, rung, where, nodes);
    }
    async placement(spec, rung) {
        const zone = rung.zone;
        if (zone === undefined || zone === '') {
            throw new errors/* UserError */.y(`GCP VMs are zonal: rung ${rung.instanceType} in ${rung.region} names no zone; list zones such as ${rung.region}-a in the zones input`);
        }
        const region = (0,zone_region/* regionOfZone */.w)(zone);
        if (rung.region !== '' && rung.region !== region) {
            throw new errors/* UserError */.y(`GCP zone ${zone} is not in region ${rung.region}`);
        }
        const option = spec.options.project;
        const project = option !== undefined && option !== '' ? option : await this.defaultProject();
        return { project, zone, region };
    }
    async describe(ref) {
        const target = await this.target(ref);
        let instance;
        try {
            [instance] = await this.instances.get({
                project: target.project,
                zone: target.zone,
                instance: target.name,
            });
        }
        catch (error) {
            if (!isNotFound(error))
                throw explainComputeError(error, this.call(target, 'get'));
        }
        if (instance === undefined)
            return goneStatus(target.zone, await this.preemption(target));
        const preemption = isSpot(instance)
            ? await this.preemption(target, instance.id ?? undefined)
            : undefined;
        return instanceStatus(instance, target.zone, preemption);
    }
    async terminate(ref) {
        const target = await this.target(ref);
        const call = this.call(target, 'delete');
        let done;
        try {
            const [started] = await this.instances.delete({
                project: target.project,
                zone: target.zone,
                instance: target.name,
            });
            done = await waitForOperation(this.operations, started.latestResponse, target, this.waitOptions);
        }
        catch (error) {
            if (isNotFound(error))
                return;
            throw explainComputeError(error, call);
        }
        const errors = done.error?.errors ?? [];
        if (errors.length > 0 && !errors.every((entry) => entry.code === 'RESOURCE_NOT_FOUND')) {
            throw explainOperationError({ errors }, call);
        }
    }
    async listByLabels(region, labels) {
        const project = await this.defaultProject();
        const filter = Object.entries(labels)
            .map(([key, value]) => `(labels.${key} = ${JSON.stringify(value)})`)
            .join(' ');
        const found = [];
        try {
            for await (const [scope, list] of this.instances.aggregatedListAsync({ project, filter }, PAGE_BY_PAGE)) {
                const zone = scope.replace(/^zones\//, '');
                if ((0,zone_region/* regionOfZone */.w)(zone) !== region)
                    continue;
                for (const instance of list.instances ?? []) {
                    const own = instance.labels ?? {};
                    if (!Object.entries(labels).every(([key, value]) => own[key] === value))
                        continue;
                    found.push({
                        instance: { cloud: 'gcp', id: instance.name ?? '', zone, region, group: project },
                        state: stateOf(instance),
                        labels: { ...own },
                        ...(instance.creationTimestamp ? { launchedAt: instance.creationTimestamp } : {}),
                    });
                }
            }
        }
        catch (error) {
            throw explainComputeError(error, {
                permission: 'compute.instances.list',
                instance: 'instances',
                zone: region,
                project,
            });
        }
        return found;
    }
    async preemption(target, id) {
        const path = `/projects/${target.project}/zones/${target.zone}/instances/${target.name}`;
        try {
            for await (const operation of this.operations.listAsync({
                project: target.project,
                zone: target.zone,
                filter: `operationType = "${PREEMPTED}"`,
            }, PAGE_BY_PAGE)) {
                const same = id === undefined
                    ? (operation.targetLink ?? '').endsWith(path)
                    : operation.targetId === id;
                if (same)
                    return operation;
            }
        }
        catch (error) {
            throw explainComputeError(error, this.call(target, 'zoneOperations.list'));
        }
        return undefined;
    }
    call(target, action) {
        const permission = action.includes('.') ? `compute.${action}` : `compute.instances.${action}`;
        return { permission, instance: target.name, zone: target.zone, project: target.project };
    }
    async target(ref) {
        if (ref.cloud !== 'gcp') {
            throw new Error(`the GCP adapter was asked about ${ref.cloud} instance ${ref.id}`);
        }
        if (ref.zone === undefined || ref.zone === '') {
            throw new errors/* UserError */.y(`GCP instance ${ref.id} names no zone; GCP instances are found by zone`);
        }
        const project = ref.group !== undefined && ref.group !== '' ? ref.group : await this.defaultProject();
        return { project, zone: ref.zone, name: ref.id };
    }
    async defaultProject() {
        if (this.projectId !== undefined)
            return this.projectId;
        try {
            return await this.instances.getProjectId();
        }
        catch (error) {
            throw new errors/* UserError */.y(`no GCP project given: set GOOGLE_CLOUD_PROJECT (google-github-actions/auth does), or use credentials that name one`, { cause: error });
        }
    }
}


/***/ }),

/***/ 71172:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jr: () => (/* binding */ checkOptions),
/* harmony export */   XJ: () => (/* binding */ OPTION_KEYS),
/* harmony export */   jq: () => (/* binding */ parseAccelerator),
/* harmony export */   og: () => (/* binding */ parseFlag)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45145);

const OPTION_KEYS = [
    'project',
    'network',
    'subnetwork',
    'service-account',
    'accelerator',
    'disk-type',
    'no-external-ip',
    'placement-policy',
];
function checkOptions(options) {
    if (options.accelerator)
        parseAccelerator(options.accelerator);
    const flag = options['no-external-ip'];
    if (flag && flag !== 'true' && flag !== 'false')
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`no-external-ip is "${flag}"; expected true or false`);
}
function parseAccelerator(value) {
    const match = /^([a-z][-a-z0-9]*)(?::(\d+))?$/.exec(value.trim());
    const count = Number(match?.[2] ?? '1');
    if (match === null || !Number.isInteger(count) || count < 1) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`GCP accelerator "${value}" is not of the form TYPE[:COUNT], such as nvidia-tesla-t4:1`);
    }
    return { type: match[1] ?? '', count };
}
function parseFlag(name, value) {
    if (value === undefined || value === '')
        return false;
    if (value === 'true')
        return true;
    if (value === 'false')
        return false;
    throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`GCP option ${name} is "${value}"; expected true or false`);
}


/***/ }),

/***/ 17591:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ regionOfZone)
/* harmony export */ });
function regionOfZone(zone) {
    return zone.replace(/-[a-z]$/, '');
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


/***/ })

};
