export const id = 2975;
export const ids = [2975];
export const modules = {

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

/***/ 52975:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GcpCloud: () => (/* binding */ GcpCloud)
});

// UNUSED EXPORTS: regionOfZone

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(19473);
// EXTERNAL MODULE: ./build/clouds/cloud.js
var cloud = __webpack_require__(31370);
;// CONCATENATED MODULE: ./build/clouds/gcp/compute-errors.js


// A failed operation's error codes that mean "not here, not now": the zone
// has no capacity for this shape (Troubleshooting resource availability
// errors), or it does not offer this combination of machine type, GPU and
// provisioning model. Another rung may well succeed, so the ladder moves on.
const CAPACITY_CODES = new Set([
    'ZONE_RESOURCE_POOL_EXHAUSTED',
    'ZONE_RESOURCE_POOL_EXHAUSTED_WITH_DETAILS',
    'UNSUPPORTED_OPERATION',
]);
const QUOTA_CODES = new Set(['QUOTA_EXCEEDED']);
// A request error naming a machine or accelerator type the zone lacks:
// "Machine type with name 'X' does not exist in zone 'Z'", or "The resource
// 'projects/P/zones/Z/acceleratorTypes/T' was not found". Types are offered
// zone by zone, so like a stockout this only rules out this rung.
const ABSENT_IN_ZONE = /does not exist in zone|zones\/[^/'\s]+\/(machineTypes|acceleratorTypes)\/[^'\s]+' was not found/;
const QUOTA_MESSAGE = /Quota '([^']+)' exceeded/;
const PERMISSION_MESSAGE = /Required '([^']+)' permission/;
function httpStatusOf(error) {
    if (typeof error !== 'object' || error === null)
        return undefined;
    const status = error.httpStatusCode;
    return typeof status === 'number' ? status : undefined;
}
/**
 * Compute answered the request itself with a 4xx: it refused it, so nothing
 * it asked for was created (unlike a 5xx or a lost connection, after which
 * the request may still have been carried out).
 */
function isRefused(error) {
    const status = httpStatusOf(error);
    return status !== undefined && status >= 400 && status < 500;
}
/** Compute's answer is 404: the instance, or whatever the call named, does not exist. */
function isNotFound(error) {
    return httpStatusOf(error) === 404;
}
function quotaError(message, call, cause) {
    const quota = QUOTA_MESSAGE.exec(message)?.[1];
    const which = quota === undefined ? 'a Compute Engine quota' : `quota ${quota}`;
    return new errors/* UserError */.y(`GCP project ${call.project} has no ${which} left for ${call.instance} in ${call.zone}; ` +
        `Spot VMs count against the PREEMPTIBLE_* quotas where granted. Raise the quota or use a smaller shape. GCP said: ${message}`, { cause });
}
/**
 * Turns what an HTTP call to Compute threw into an error that says what to
 * change. Quota, permission and credential problems are UserErrors (no other
 * rung would fare better); a machine or GPU type the zone does not offer is a
 * CapacityError when `capacityMeansNextRung` (a launch).
 */
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
        return new cloud/* CapacityError */.h(`${call.zone}: ${said}`, { cause: error });
    }
    if (status === 400 || status === 404) {
        return new errors/* UserError */.y(`${what} failed: ${said}`, { cause: error });
    }
    return new Error(`${what} failed: ${said}`, { cause: error });
}
/** The error of an operation that finished with one, classified as above. */
function explainOperationError(error, call) {
    const entries = error.errors ?? [];
    const codes = entries.map((entry) => entry.code ?? '');
    const said = entries
        .map((entry) => `${entry.code ?? 'ERROR'}: ${entry.message ?? ''}`.trim())
        .join('; ');
    if (codes.some((code) => QUOTA_CODES.has(code)))
        return quotaError(said, call, error);
    if (codes.some((code) => CAPACITY_CODES.has(code))) {
        return new cloud/* CapacityError */.h(`${call.zone}: ${said}`, { cause: error });
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

/**
 * Where the Compute Engine API is, when not at compute.googleapis.com. Compute
 * has no endpoint variable of its own in the client libraries, so spot-train
 * reads SPOT_TRAIN_GCP_COMPUTE_ENDPOINT, then gcloud's
 * CLOUDSDK_API_ENDPOINT_OVERRIDES_COMPUTE (a private endpoint or a proxy a
 * user already set up for gcloud then works for spot-train too).
 */
const ENDPOINT_VARIABLES = [
    'SPOT_TRAIN_GCP_COMPUTE_ENDPOINT',
    'CLOUDSDK_API_ENDPOINT_OVERRIDES_COMPUTE',
];
function endpointFromEnv(env = process.env) {
    for (const name of ENDPOINT_VARIABLES) {
        const value = env[name]?.trim();
        if (value !== undefined && value !== '')
            return value;
    }
    return undefined;
}
/**
 * Client options for an endpoint URL such as http://127.0.0.1:8085 or
 * https://compute.example.internal/compute/v1/. The client adds /compute/v1/
 * to every path itself, so a URL may end there (as gcloud's override does)
 * but may not point anywhere else.
 */
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
// The SDK's clients are imported by their own paths, not from the package
// root, which would load every Compute API (see compute-sdk.d.ts).



// google-github-actions/auth exports all three; gcloud users have the second.
const PROJECT_VARIABLES = ['GOOGLE_CLOUD_PROJECT', 'CLOUDSDK_CORE_PROJECT', 'GCLOUD_PROJECT'];
function projectFromEnv(env = process.env) {
    return PROJECT_VARIABLES.map((name) => env[name]?.trim()).find((value) => value !== undefined && value !== '');
}
/**
 * Both clients over the REST transport (HTTP/1.1 and JSON, no gRPC), at
 * `apiEndpoint` or the endpoint the environment names. The first client
 * costs about a second and a half: the SDK builds its protobuf description
 * of all of Compute; the second reuses it.
 */
function computeClients(apiEndpoint, authClient) {
    const endpoint = apiEndpoint ?? endpointFromEnv();
    const options = {
        fallback: true,
        ...(endpoint === undefined ? {} : endpointOptions(endpoint)),
        ...(authClient === undefined ? {} : { authClient }),
    };
    const instances = new instances_client/* InstancesClient */.C(options);
    // Sharing the first client's auth resolves credentials once for both.
    const operations = new zone_operations_client/* ZoneOperationsClient */.G({ ...options, auth: instances.auth });
    return { instances, operations };
}

// EXTERNAL MODULE: ./build/clouds/gcp/instance-resource.js
var instance_resource = __webpack_require__(94200);
;// CONCATENATED MODULE: ./build/clouds/gcp/gang-resource.js


/** The label that tells a gang's VMs apart: node i carries `spot-train-node: "i"`. */
const NODE_LABEL = 'spot-train-node';
// Compute's rule for resource names, which resource policy names follow too.
const RESOURCE_NAME = /^[a-z]([-a-z0-9]{0,61}[a-z0-9])?$/;
const POLICY_PATH = /^(?:https:\/\/[^/]+\/compute\/v1\/)?(?:projects\/([^/]+)\/)?regions\/([^/]+)\/resourcePolicies\/([^/]+)$/;
/** Node i's VM is `${name}-${i}`: the startup script reads its index from that suffix. */
function gangNames(name, nodes) {
    return Array.from({ length: nodes }, (_, index) => `${name}-${index}`);
}
/**
 * The `placement-policy` option as bulkInsert takes it: the bare name of a
 * resource policy (a COMPACT group placement policy keeps the gang's VMs
 * close together). A URL or a projects/P/regions/R/resourcePolicies/N path
 * is accepted too, and must be of the gang's project and region, since
 * Compute only applies a policy there.
 */
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
/**
 * The bulkInsert body for a gang of `nodes` on one rung: every VM from the
 * single launch's properties, named `${spec.name}-${i}` through
 * perInstanceProperties (namePattern numbers from 1 and after any VM already
 * matching it). minCount equal to count makes Compute create all or none.
 */
function gangResource(spec, rung, where, nodes) {
    const policy = spec.options['placement-policy'];
    const properties = (0,instance_resource/* instanceProperties */.DG)(spec, rung, where);
    return {
        count: String(nodes),
        minCount: String(nodes),
        perInstanceProperties: Object.fromEntries(gangNames(spec.name, nodes).map((n) => [n, {}])),
        instanceProperties: policy === undefined || policy === ''
            ? properties
            : { ...properties, resourcePolicies: [placementPolicyName(policy, where)] },
    };
}

;// CONCATENATED MODULE: ./build/clouds/gcp/operations.js
/**
 * Follows a zone operation to DONE. zoneOperations.wait holds the request
 * until the operation is done or about two minutes pass, but is best effort
 * and may return at once, so a quick return is followed by a short pause
 * before asking again.
 */
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





/**
 * Starts a gang with one instances.bulkInsert, all or nothing. Every VM
 * gets the single launch's properties; Compute names them but cannot label
 * them one by one, so each VM's `spot-train-node` label is set once it
 * exists. If anything fails after Compute may have created a VM, every VM
 * of the gang is deleted before the error is passed on.
 */
async function launchGang(clients, spec, rung, where, nodes) {
    const names = gangNames(spec.name, nodes);
    const call = {
        permission: 'compute.instances.create',
        instance: `${names[0] ?? ''}..${names[names.length - 1] ?? ''}`,
        zone: where.zone,
        project: where.project,
    };
    const body = gangResource(spec, rung, where, nodes);
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
        if (isRefused(error))
            throw explained;
        throw await removeAll(clients, names, explained);
    }
    try {
        await finished(clients, started, where, call);
        const found = await readAll(clients, where, names);
        await settleAll(found.map((node, index) => labelNode(clients, where, node, index)));
        return found.map((node) => launched(node, rung, where));
    }
    catch (error) {
        throw await removeAll(clients, names, error);
    }
}
/** Waits for an operation, and throws its error if it ended with one. */
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
/** Each VM of the gang, in node order; any missing (preempted at once, say) means no gang here. */
async function readAll(clients, where, names) {
    const read = await settleAll(names.map((name) => readNode(clients, where, name)));
    const missing = names.filter((_, index) => read[index] === undefined);
    if (missing.length > 0) {
        throw new cloud/* CapacityError */.h(`${where.zone}: only ${names.length - missing.length} of the gang's ${names.length} VMs exist after Compute created them; ${missing.join(', ')} went away`);
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
    // Node 0's address is where the others meet it; a gang without it cannot train.
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
/**
 * Deletes every VM of the gang and returns the error to throw: `cause` as it
 * is when nothing is left behind, or, when a delete failed, a plain Error
 * naming what may still run (never a CapacityError, which would send the
 * ladder on to start another gang).
 */
async function removeAll(clients, names, cause) {
    const results = await Promise.allSettled(names.map((name) => clients.remove(name)));
    const failed = names.filter((_, index) => results[index]?.status === 'rejected');
    if (failed.length === 0)
        return cause;
    const reasons = results.flatMap((r) => r.status === 'rejected' ? [(0,errors/* describeError */.U)(r.reason)] : []);
    return new Error(`${(0,errors/* describeError */.U)(cause)}; deleting the gang's VMs failed too, so ${failed.join(', ')} may still run ` +
        `(they delete themselves at their run-time limit, and the janitor finds them by label): ${reasons.join('; ')}`, { cause });
}
/** Waits for every promise, then throws the first error, so no call is still running on return. */
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
// Instance.status values (Compute API reference, "Instance life cycle").
// TERMINATED is Compute's stopped: the VM still exists and keeps its disks, so
// it is 'stopped', not 'terminated'; spot-train's VMs are deleted when
// preempted or when their run time is up, so they rarely stay in it.
const STATES = {
    PROVISIONING: 'pending',
    STAGING: 'pending',
    RUNNING: 'running',
    REPAIRING: 'running',
    PENDING_STOP: 'stopping',
    STOPPING: 'stopping',
    SUSPENDING: 'stopping',
    SUSPENDED: 'stopped',
    TERMINATED: 'stopped',
};
const PREEMPTED = 'compute.instances.preempted';
/** A status this table does not know counts as running: whatever it is, the VM may still cost money. */
function stateOf(instance) {
    return STATES[instance.status ?? ''] ?? 'running';
}
function isSpot(instance) {
    return instance.scheduling?.provisioningModel === 'SPOT';
}
function preemptedAt(operation) {
    const time = operation.endTime ?? operation.insertTime;
    return time === undefined || time === null || time === '' ? '' : ` at ${time}`;
}
/** What an instance Compute still returns is, given its preemption if one was recorded. */
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
/**
 * What an instance Compute no longer returns was. spot-train's VMs are
 * created with termination action DELETE, so a preempted one is deleted; its
 * compute.instances.preempted operation is what is left to say so.
 */
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

;// CONCATENATED MODULE: ./build/clouds/gcp/gcp-cloud.js








const PAGE_BY_PAGE = { autoPaginate: false };
/** GCP zones are their region plus a letter: us-central1-a is in us-central1. */
function regionOfZone(zone) {
    return zone.replace(/-[a-z]$/, '');
}
/** Compute Engine VMs, over the REST API (no gRPC). */
class GcpCloud {
    name = 'gcp';
    instances;
    operations;
    waitOptions;
    projectId;
    constructor(params = {}) {
        this.projectId = params.projectId ?? projectFromEnv();
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
        const body = (0,instance_resource/* instanceResource */.SB)(spec, rung, where);
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
    /** Where a rung's VMs go: its zone (required: GCP VMs are zonal), and the project. */
    async placement(spec, rung) {
        const zone = rung.zone;
        if (zone === undefined || zone === '') {
            throw new errors/* UserError */.y(`GCP VMs are zonal: rung ${rung.instanceType} in ${rung.region} names no zone; list zones such as ${rung.region}-a in the zones input`);
        }
        const region = regionOfZone(zone);
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
            // Deleting an instance Compute does not know is what was asked for.
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
        // Compute reads parenthesised expressions side by side as AND.
        const filter = Object.entries(labels)
            .map(([key, value]) => `(labels.${key} = ${JSON.stringify(value)})`)
            .join(' ');
        const found = [];
        try {
            for await (const [scope, list] of this.instances.aggregatedListAsync({ project, filter }, PAGE_BY_PAGE)) {
                const zone = scope.replace(/^zones\//, '');
                if (regionOfZone(zone) !== region)
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
    /**
     * The preemption Compute recorded for the instance, if any. Its
     * compute.instances.preempted operation outlives the instance (spot-train
     * deletes preempted VMs), which is why this asks the zone's operations and
     * not the instance. With the instance's id at hand, an earlier VM of the
     * same name cannot be mistaken for it.
     */
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

/***/ 94200:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DG: () => (/* binding */ instanceProperties),
/* harmony export */   SB: () => (/* binding */ instanceResource),
/* harmony export */   jq: () => (/* binding */ parseAccelerator)
/* harmony export */ });
/* unused harmony export sourceImage */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19473);

// Accelerator-optimized families come with their GPUs attached; like any VM
// with a GPU they cannot live-migrate, so maintenance must stop them.
const GPU_FAMILIES = /^(a2|a3|a4|g2|g4)-/;
// Compute accepts 30 s to 120 days for maxRunDuration.
const MIN_RUN_S = 30;
const MAX_RUN_S = 120 * 24 * 3600;
/**
 * The image as Compute takes it. Accepted forms:
 * - a URL (https://www.googleapis.com/compute/v1/projects/P/global/images/I)
 * - `projects/P/global/images/I` or `projects/P/global/images/family/F`
 * - `global/images/...`, an image of the instance's own project
 * - `P/F`, shorthand for the newest image of family F in project P, as
 *   gcloud's --image-project P --image-family F (`ubuntu-os-cloud/ubuntu-2404-lts-amd64`)
 */
function sourceImage(image) {
    const trimmed = image.trim();
    if (/^https:\/\//.test(trimmed) || /^(projects\/[^/]+\/)?global\/images\/[^/]/.test(trimmed)) {
        return trimmed;
    }
    const shorthand = /^([a-z][-a-z0-9.:]*[a-z0-9])\/([a-z][-a-z0-9]*)$/.exec(trimmed);
    if (shorthand !== null) {
        return `projects/${shorthand[1] ?? ''}/global/images/family/${shorthand[2] ?? ''}`;
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`GCP image "${image}" is not an image URL, projects/P/global/images/(family/)NAME, or PROJECT/FAMILY such as ubuntu-os-cloud/ubuntu-2404-lts-amd64`);
}
/** `nvidia-tesla-t4:1`, `nvidia-l4` (one GPU). */
function parseAccelerator(value) {
    const match = /^([a-z][-a-z0-9]*)(?::(\d+))?$/.exec(value.trim());
    const count = Number(match?.[2] ?? '1');
    if (match === null || !Number.isInteger(count) || count < 1) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`GCP accelerator "${value}" is not of the form TYPE[:COUNT], such as nvidia-tesla-t4:1`);
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
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`GCP option ${name} is "${value}"; expected true or false`);
}
function networkInterface(spec, where) {
    const { network, subnetwork } = spec.options;
    const external = !parseFlag('no-external-ip', spec.options['no-external-ip']);
    return {
        // A subnetwork alone names its network; with neither, the project's `default` network.
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
        // The runner needs to reach GitHub; without an external address that takes Cloud NAT.
        accessConfigs: external ? [{ name: 'External NAT', type: 'ONE_TO_ONE_NAT' }] : [],
    };
}
/**
 * The body of instances.insert for one rung. Both markets get a
 * maxRunDuration with termination action DELETE, so a VM nobody cleans up
 * deletes itself, disks included. Spot VMs must stop on host maintenance and
 * not restart; no VM here restarts automatically, because its runner
 * registration is single-use.
 */
function instanceResource(spec, rung, where) {
    return { name: spec.name, ...properties(spec, rung, where, 'links') };
}
/** The same VM as instances.bulkInsert's instanceProperties, which every VM of a gang shares. */
function instanceProperties(spec, rung, where) {
    return properties(spec, rung, where, 'names');
}
function properties(spec, rung, where, naming) {
    const seconds = maxRunSeconds(spec.maxLifetimeMs);
    const acceleratorOption = spec.options.accelerator;
    const accelerator = acceleratorOption === undefined || acceleratorOption === ''
        ? undefined
        : parseAccelerator(acceleratorOption);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`the VM lifetime must be between 30 seconds and 120 days on GCP (maxRunDuration); got ${maxLifetimeMs} ms`);
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


/***/ })

};
