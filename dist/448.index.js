export const id = 448;
export const ids = [448];
export const modules = {

/***/ 26448:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AwsCloud: () => (/* binding */ AwsCloud)
});

// EXTERNAL MODULE: ../../work/main/node_modules/@aws-sdk/client-ec2/dist-cjs/index.js
var dist_cjs = __webpack_require__(87001);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(66024);
;// CONCATENATED MODULE: ./build/clouds/aws/ec2-errors.js

// The SDK names each service error after the Code in EC2's error response.
function codeOf(error) {
    return error instanceof Error ? error.name : undefined;
}
function isInstanceNotFound(error) {
    return codeOf(error) === 'InvalidInstanceID.NotFound';
}
function isSpotRequestNotFound(error) {
    return codeOf(error) === 'InvalidSpotInstanceRequestID.NotFound';
}
const DENIED = new Set([
    'UnauthorizedOperation',
    'AccessDenied',
    'AccessDeniedException',
]);
const BAD_CREDENTIALS = new Set([
    'AuthFailure',
    'InvalidClientTokenId',
    'ExpiredToken',
    'SignatureDoesNotMatch',
    'UnrecognizedClientException',
    'CredentialsProviderError',
]);
/**
 * Adds the instance, region and call to an EC2 error. The SDK has already
 * retried what retrying can fix; errors only the user can fix (a missing
 * permission, unusable credentials, a region the account has not enabled)
 * become UserErrors that say what to change.
 */
function explainEc2Error(error, call) {
    const code = codeOf(error) ?? '';
    const permission = `ec2:${call.action}`;
    const what = `${permission} on instance ${call.instanceId} in ${call.region}`;
    const said = (0,errors/* describeError */.U)(error);
    if (DENIED.has(code)) {
        return new errors/* UserError */.y(`AWS denied ${what} (${code}): the credentials need the ${permission} permission. AWS said: ${said}`, { cause: error });
    }
    if (BAD_CREDENTIALS.has(code)) {
        return new errors/* UserError */.y(`AWS did not accept the credentials for ${what} (${code}); check how the job gets its AWS credentials. AWS said: ${said}`, { cause: error });
    }
    if (code === 'OptInRequired') {
        return new errors/* UserError */.y(`${what} failed: the account has not enabled region ${call.region} (OptInRequired). AWS said: ${said}`, { cause: error });
    }
    const prefix = code === '' || code === 'Error' ? '' : `${code}: `;
    return new Error(`${what} failed: ${prefix}${said}`, { cause: error });
}

;// CONCATENATED MODULE: ./build/clouds/aws/instance-status.js
// 'shutting-down' is EC2's way to 'terminated'. The interface has no such
// word; 'stopping' keeps it out of the end states, so a caller waiting for the
// VM to be over keeps waiting, and terminating it once more is harmless.
const STATES = {
    pending: 'pending',
    running: 'running',
    'shutting-down': 'stopping',
    stopping: 'stopping',
    stopped: 'stopped',
    terminated: 'terminated',
};
// StateReason codes with which EC2 records that it, not the account, ended or
// stopped the instance (API reference, StateReason). Launch-time errors such as
// Server.InsufficientInstanceCapacity are failures, not reclaims.
const RECLAIM_REASONS = new Set([
    'Server.SpotInstanceTermination',
    'Server.SpotInstanceShutdown',
    // A scheduled retirement also takes the VM away from a run that did nothing
    // wrong; its training deserves the same restart.
    'Server.ScheduledStop',
]);
// Spot request status codes that say EC2 interrupted the instance (User Guide,
// "Spot request status codes"). EC2 sets instance-terminated-no-capacity the
// moment it sends the two-minute notice, while the instance still runs, so
// this also tells a reclaim from a shutdown the VM did itself in that window.
// marked-for-stop is left out: a user's stop passes through it too.
const RECLAIM_SPOT_STATUSES = new Set([
    'instance-terminated-by-price',
    'instance-terminated-no-capacity',
    'instance-terminated-capacity-oversubscribed',
    'instance-terminated-launch-group-constraint',
    'instance-stopped-by-price',
    'instance-stopped-no-capacity',
    'marked-for-termination',
]);
function reasonOf(from) {
    const code = from?.Code;
    if (code === undefined || code === '')
        return undefined;
    // EC2 repeats the code at the head of StateReason messages.
    const message = (from?.Message ?? '').replace(`${code}: `, '').trim();
    return { code, message };
}
function show(reason) {
    return reason.message === '' ? reason.code : `${reason.code} (${reason.message})`;
}
/** The state reason alone proves a reclaim, so the spot request need not be asked. */
function reclaimedByStateReason(instance) {
    return RECLAIM_REASONS.has(instance.StateReason?.Code ?? '');
}
function isReclaimedRequest(request) {
    return RECLAIM_SPOT_STATUSES.has(request.Status?.Code ?? '');
}
/** What an instance EC2 still describes is, given its spot request if it has one. */
function instanceStatus(instance, spot) {
    const ec2State = instance.State?.Name ?? 'unknown';
    // A state this table does not know is reported as running: whatever it is,
    // the VM may still cost money, and callers then terminate it.
    const state = STATES[ec2State] ?? 'running';
    const stateReason = reasonOf(instance.StateReason);
    if (stateReason !== undefined && RECLAIM_REASONS.has(stateReason.code)) {
        return {
            state,
            reclaimed: true,
            detail: `${ec2State}, reclaimed by AWS: ${show(stateReason)}`,
        };
    }
    const spotStatus = reasonOf(spot?.Status);
    if (spotStatus !== undefined && RECLAIM_SPOT_STATUSES.has(spotStatus.code)) {
        return { state, reclaimed: true, detail: `${ec2State}, reclaimed by AWS: ${show(spotStatus)}` };
    }
    const detail = stateReason === undefined ? ec2State : `${ec2State}: ${show(stateReason)}`;
    return { state, reclaimed: false, detail };
}
/**
 * What an instance EC2 no longer describes was. Terminated instances drop out
 * of DescribeInstances after about an hour; their spot requests stay a few
 * hours longer and may still say who ended them.
 */
function goneStatus(region, spot) {
    const where = `gone from EC2 in ${region}`;
    const spotStatus = reasonOf(spot?.Status);
    if (spotStatus === undefined) {
        return { state: 'gone', reclaimed: false, detail: `${where}; no spot request left to say why` };
    }
    if (RECLAIM_SPOT_STATUSES.has(spotStatus.code)) {
        return {
            state: 'gone',
            reclaimed: true,
            detail: `${where}, reclaimed by AWS: ${show(spotStatus)}`,
        };
    }
    const id = spot?.SpotInstanceRequestId ?? 'its spot request';
    return { state: 'gone', reclaimed: false, detail: `${where}; ${id}: ${show(spotStatus)}` };
}

;// CONCATENATED MODULE: ./build/clouds/aws/aws-cloud.js




/** EC2 instances, each in the region its ref names. */
class AwsCloud {
    name = 'aws';
    clientFor;
    defaultRegion;
    clients = new Map();
    constructor(params = {}) {
        this.clientFor = params.clientFor ?? ((region) => new dist_cjs/* EC2Client */.gu5({ region }));
        this.defaultRegion =
            params.defaultRegion ?? (process.env.AWS_REGION || process.env.AWS_DEFAULT_REGION);
    }
    async describe(ref) {
        const target = this.target(ref);
        const instance = await this.findInstance(target);
        if (instance === undefined) {
            const spot = await this.findSpotRequest(target, {
                Filters: [{ Name: 'instance-id', Values: [target.id] }],
            });
            return goneStatus(target.region, spot);
        }
        if (instance.InstanceLifecycle !== 'spot' || reclaimedByStateReason(instance)) {
            return instanceStatus(instance);
        }
        const requestId = instance.SpotInstanceRequestId;
        const spot = await this.findSpotRequest(target, requestId === undefined
            ? { Filters: [{ Name: 'instance-id', Values: [target.id] }] }
            : { SpotInstanceRequestIds: [requestId] });
        return instanceStatus(instance, spot);
    }
    async terminate(ref) {
        const target = this.target(ref);
        // Terminating an instance that is terminated already succeeds at EC2;
        // one it has forgotten answers NotFound, which means the same here.
        await this.call(target, 'TerminateInstances', async () => {
            try {
                await target.client.send(new dist_cjs/* TerminateInstancesCommand */.NaF({ InstanceIds: [target.id] }));
            }
            catch (error) {
                if (!isInstanceNotFound(error))
                    throw error;
            }
        });
    }
    async findInstance(target) {
        return this.call(target, 'DescribeInstances', async () => {
            try {
                const out = await target.client.send(new dist_cjs/* DescribeInstancesCommand */.bNs({ InstanceIds: [target.id] }));
                return (out.Reservations ?? [])
                    .flatMap((reservation) => reservation.Instances ?? [])
                    .find((instance) => instance.InstanceId === target.id);
            }
            catch (error) {
                if (isInstanceNotFound(error))
                    return undefined;
                throw error;
            }
        });
    }
    async findSpotRequest(target, input) {
        return this.call(target, 'DescribeSpotInstanceRequests', async () => {
            try {
                const out = await target.client.send(new dist_cjs/* DescribeSpotInstanceRequestsCommand */.cwT(input));
                const requests = out.SpotInstanceRequests ?? [];
                return requests.find(isReclaimedRequest) ?? requests[0];
            }
            catch (error) {
                if (isSpotRequestNotFound(error))
                    return undefined;
                throw error;
            }
        });
    }
    async call(target, action, run) {
        try {
            return await run();
        }
        catch (error) {
            throw explainEc2Error(error, { action, instanceId: target.id, region: target.region });
        }
    }
    target(ref) {
        if (ref.cloud !== 'aws') {
            throw new Error(`the AWS adapter was asked about ${ref.cloud} instance ${ref.id}`);
        }
        const region = ref.region || this.defaultRegion;
        if (region === undefined || region === '') {
            throw new errors/* UserError */.y(`AWS instance ${ref.id} names no region; set AWS_REGION (or AWS_DEFAULT_REGION) to the region it runs in`);
        }
        let client = this.clients.get(region);
        if (client === undefined) {
            client = this.clientFor(region);
            this.clients.set(region, client);
        }
        return { client, id: ref.id, region };
    }
}


/***/ })

};
