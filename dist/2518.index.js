export const id = 2518;
export const ids = [2518];
export const modules = {

/***/ 12518:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AwsCloud: () => (/* binding */ AwsCloud)
});

// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-ec2/dist-cjs/index.js
var dist_cjs = __webpack_require__(35193);
// EXTERNAL MODULE: ./build/base/errors.js
var errors = __webpack_require__(45145);
// EXTERNAL MODULE: ./build/base/log.js
var log = __webpack_require__(82130);
;// CONCATENATED MODULE: ./build/clouds/aws/ec2-errors.js

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
function explainEc2Error(error, call) {
    const code = codeOf(error) ?? '';
    const permission = `ec2:${call.action}`;
    const what = call.instanceId === undefined
        ? `${permission} in ${call.region}`
        : `${permission} on instance ${call.instanceId} in ${call.region}`;
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
const STATES = {
    pending: 'pending',
    running: 'running',
    'shutting-down': 'stopping',
    stopping: 'stopping',
    stopped: 'stopped',
    terminated: 'terminated',
};
const RECLAIM_REASONS = new Set([
    'Server.SpotInstanceTermination',
    'Server.SpotInstanceShutdown',
    'Server.ScheduledStop',
]);
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
    const message = (from?.Message ?? '').replace(`${code}: `, '').trim();
    return { code, message };
}
function show(reason) {
    return reason.message === '' ? reason.code : `${reason.code} (${reason.message})`;
}
function stateOf(ec2State) {
    return STATES[ec2State ?? ''] ?? 'running';
}
function reclaimedByStateReason(instance) {
    return RECLAIM_REASONS.has(instance.StateReason?.Code ?? '');
}
function isReclaimedRequest(request) {
    return RECLAIM_SPOT_STATUSES.has(request.Status?.Code ?? '');
}
function instanceStatus(instance, spot) {
    const ec2State = instance.State?.Name ?? 'unknown';
    const state = stateOf(ec2State);
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

// EXTERNAL MODULE: ./build/clouds/node-scripts.js
var node_scripts = __webpack_require__(83950);
// EXTERNAL MODULE: ./build/clouds/node-rung.js
var node_rung = __webpack_require__(12946);
// EXTERNAL MODULE: ./build/clouds/cloud.js
var cloud = __webpack_require__(31370);
;// CONCATENATED MODULE: ./build/clouds/aws/service-quotas.js
const STANDARD = 'Standard (A, C, D, H, I, M, R, T, Z)';
const GROUPS = [
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
    ...['a', 'c', 'd', 'h', 'i', 'm', 'r', 't', 'z'].map((letter) => [letter, STANDARD]),
];
function groupOf(instanceType) {
    const family = /^[a-z]+/.exec(instanceType.toLowerCase())?.[0] ?? '';
    return GROUPS.find(([prefix]) => family.startsWith(prefix))?.[1];
}
function vcpuQuotaName(instanceType, market) {
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

;// CONCATENATED MODULE: ./build/clouds/aws/launch-errors.js




const CAPACITY = new Set([
    'InsufficientInstanceCapacity',
    'InsufficientCapacity',
    'InsufficientHostCapacity',
    'UnfulfillableCapacity',
    'SpotMaxPriceTooLow',
    'MaxSpotInstanceCountExceeded',
    'Unsupported',
    'InsufficientFreeAddressesInSubnet',
]);
const QUOTA = new Set(['VcpuLimitExceeded', 'InstanceLimitExceeded']);
const BAD_INPUT = [
    [
        'InvalidAMIID.',
        (a) => `check the image input (${a.image}): an AMI id of region ${a.rung.region} (AMI ids differ per region) or resolve:ssm:<parameter>`,
    ],
    [
        'InvalidSubnet',
        (a) => `check the subnet ${a.rung.zone ?? ''}: it must exist in region ${a.rung.region}`,
    ],
    [
        'VPCIdNotSpecified',
        (a) => `region ${a.rung.region} has no default VPC: give a subnet id (subnet-...) as the zone`,
    ],
    [
        'InvalidGroup',
        () => 'check the security-group-ids option: ids (sg-...) in the VPC of the subnet',
    ],
    ['InvalidKeyPair.', () => 'check the key-name option: a key pair of this region'],
    [
        'InvalidBlockDeviceMapping',
        () => 'check the disk size: it must be at least the size of the root snapshot of the image',
    ],
    [
        'InvalidParameter',
        () => 'check the instance type, the image, the zone or subnet and the options together',
    ],
];
function where(rung) {
    return `${rung.market} ${rung.instanceType} in ${rung.zone ?? rung.region}`;
}
function deniedHint(attempt) {
    const needs = ['ec2:RunInstances', 'ec2:CreateTags (the tags are set at launch)'];
    if (attempt.instanceProfile !== undefined) {
        needs.push(`iam:PassRole on the role of instance profile ${attempt.instanceProfile}`);
    }
    if (attempt.image.startsWith('resolve:ssm:')) {
        needs.push('ssm:GetParameters on the image parameter');
    }
    return (`the credentials need ${needs.join(', ')}. The encoded message AWS sent says which one is ` +
        'missing; `aws sts decode-authorization-message` (sts:DecodeAuthorizationMessage) decodes it');
}
function explainLaunchError(error, attempt) {
    const code = codeOf(error) ?? '';
    const said = (0,errors/* describeError */.U)(error);
    const { rung } = attempt;
    if (CAPACITY.has(code)) {
        const quota = code === 'MaxSpotInstanceCountExceeded'
            ? ` (${vcpuQuotaName(rung.instanceType, 'spot')} in ${rung.region} is used up; Service Quotas can raise it)`
            : '';
        return new cloud/* CapacityError */.hG(`no ${where(rung)}: ${code}${quota}: ${said}`, { cause: error });
    }
    if (QUOTA.has(code)) {
        return new errors/* UserError */.y(`AWS refused ${where(rung)} (${code}): ${vcpuQuotaName(rung.instanceType, rung.market)} ` +
            `in ${rung.region} is used up; ask for more in the Service Quotas console (Amazon EC2, ${rung.region}). AWS said: ${said}`, { cause: error });
    }
    if (DENIED.has(code)) {
        return new errors/* UserError */.y(`AWS denied launching ${where(rung)} (${code}): ${deniedHint(attempt)}. AWS said: ${said}`, { cause: error });
    }
    if (code === 'OptInRequired') {
        return new errors/* UserError */.y(`AWS refused ${where(rung)} (OptInRequired): the account must first enable region ${rung.region}, ` +
            `or subscribe to the image ${attempt.image} in AWS Marketplace. AWS said: ${said}`, { cause: error });
    }
    const hint = BAD_INPUT.find(([prefix]) => code.startsWith(prefix))?.[1];
    if (hint !== undefined) {
        const message = `AWS refused ${where(rung)} (${code}): ${hint(attempt)}. AWS said: ${said}`;
        return new errors/* UserError */.y(message, { cause: error });
    }
    return explainEc2Error(error, { action: 'RunInstances', region: rung.region });
}

// EXTERNAL MODULE: ./build/clouds/aws/launch-options.js
var launch_options = __webpack_require__(47509);
;// CONCATENATED MODULE: ./build/clouds/aws/run-instances.js


const MAX_USER_DATA_BYTES = 16 * 1024;
function userDataBytes(script) {
    return Buffer.byteLength(script, 'utf8');
}
function userData(script) {
    const bytes = userDataBytes(script);
    if (bytes > MAX_USER_DATA_BYTES) {
        throw new errors/* UserError */.y(`the VM's startup script is ${bytes} bytes, more than the ${MAX_USER_DATA_BYTES} bytes (16 KB) ` +
            'EC2 accepts as user data; shorten what goes into it (setup commands, environment)');
    }
    return Buffer.from(script, 'utf8').toString('base64');
}
function priceString(price) {
    if (!Number.isFinite(price) || price <= 0) {
        throw new errors/* UserError */.y(`max price ${price} is not a positive number of USD per hour`);
    }
    return price.toFixed(6).replace(/\.?0+$/, '');
}
function listOption(value) {
    return (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
}
function tagSpecifications(spec, market) {
    const tags = [
        ...Object.entries(spec.labels).map(([Key, Value]) => ({ Key, Value })),
        { Key: 'Name', Value: spec.name },
    ];
    const types = market === 'spot' ? ['instance', 'volume', 'spot-instances-request'] : ['instance', 'volume'];
    return types.map((type) => ({ ResourceType: type, Tags: tags }));
}
function placement(rung, group) {
    const grouped = group ? { Placement: { GroupName: group } } : {};
    if (rung.zone === undefined || rung.zone === '')
        return grouped;
    if (rung.zone.startsWith('subnet-'))
        return { SubnetId: rung.zone, ...grouped };
    return { Placement: { AvailabilityZone: rung.zone, ...grouped.Placement } };
}
function runInstancesInput(spec, rung) {
    const groups = listOption(spec.options[launch_options/* OPTION */.C.securityGroups]);
    const profile = spec.options[launch_options/* OPTION */.C.instanceProfile];
    const keyName = spec.options[launch_options/* OPTION */.C.keyName];
    return {
        MinCount: 1,
        MaxCount: 1,
        ImageId: spec.image,
        InstanceType: rung.instanceType,
        ...placement(rung, spec.options[launch_options/* OPTION */.C.placementGroup]),
        ...(groups.length > 0 ? { SecurityGroupIds: groups } : {}),
        ...(profile
            ? { IamInstanceProfile: profile.startsWith('arn:') ? { Arn: profile } : { Name: profile } }
            : {}),
        ...(keyName ? { KeyName: keyName } : {}),
        ...(rung.market === 'spot'
            ? {
                InstanceMarketOptions: {
                    MarketType: 'spot',
                    SpotOptions: {
                        SpotInstanceType: 'one-time',
                        InstanceInterruptionBehavior: 'terminate',
                        ...(spec.maxPrice === undefined ? {} : { MaxPrice: priceString(spec.maxPrice) }),
                    },
                },
            }
            : {}),
        InstanceInitiatedShutdownBehavior: 'terminate',
        MetadataOptions: {
            HttpTokens: 'required',
            HttpEndpoint: 'enabled',
            HttpPutResponseHopLimit: 2,
        },
        UserData: userData(spec.startupScript),
        TagSpecifications: tagSpecifications(spec, rung.market),
    };
}
function rootDisk(deviceName, diskGb) {
    return [
        {
            DeviceName: deviceName,
            Ebs: { VolumeSize: diskGb, VolumeType: 'gp3', DeleteOnTermination: true },
        },
    ];
}

;// CONCATENATED MODULE: ./build/clouds/aws/spot-price.js

async function currentSpotPrice(client, instanceType, zone, now) {
    try {
        const out = await client.send(new dist_cjs/* DescribeSpotPriceHistoryCommand */.Sad({
            InstanceTypes: [instanceType],
            AvailabilityZone: zone,
            ProductDescriptions: ['Linux/UNIX'],
            StartTime: now,
            EndTime: now,
        }));
        const latest = (out.SpotPriceHistory ?? [])
            .filter((entry) => entry.AvailabilityZone === zone && entry.SpotPrice !== undefined)
            .sort((a, b) => (b.Timestamp?.getTime() ?? 0) - (a.Timestamp?.getTime() ?? 0))[0];
        const price = Number(latest?.SpotPrice);
        return Number.isFinite(price) && price > 0 ? price : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./build/clouds/aws/launch-instance.js







async function launchInstance(context, spec, rung) {
    const input = runInstancesInput(spec, rung);
    const profile = spec.options[launch_options/* OPTION */.C.instanceProfile];
    const attempt = {
        rung,
        image: spec.image,
        ...(profile ? { instanceProfile: profile } : {}),
    };
    const device = await rootDevice(context, spec, attempt);
    let instance = await runInstance(context.client, input, rootDisk(device.name, spec.diskGb), attempt);
    const actual = instance.RootDeviceName;
    if (!device.known && actual !== undefined && actual !== device.name) {
        await discard(context.client, instance, rung.region, actual);
        context.rootDevices.learn(rung.region, spec.image, actual);
        instance = await runInstance(context.client, input, rootDisk(actual, spec.diskGb), attempt);
    }
    return launched(context, instance, spec, rung);
}
async function rootDevice(context, spec, attempt) {
    const region = attempt.rung.region;
    const option = spec.options[launch_options/* OPTION */.C.rootDevice];
    try {
        return await context.rootDevices.of(context.client, region, spec.image, option);
    }
    catch (error) {
        if (error instanceof errors/* UserError */.y)
            throw error;
        throw codeOf(error)?.startsWith('InvalidAMIID.')
            ? explainLaunchError(error, attempt)
            : explainEc2Error(error, { action: 'DescribeImages', region });
    }
}
async function runInstance(client, input, disk, attempt) {
    let instance;
    try {
        const out = await client.send(new dist_cjs/* RunInstancesCommand */.zq7({ ...input, BlockDeviceMappings: disk }));
        instance = out.Instances?.[0];
    }
    catch (error) {
        throw explainLaunchError(error, attempt);
    }
    if (instance?.InstanceId === undefined) {
        throw new Error(`ec2:RunInstances in ${attempt.rung.region} answered without an instance id; ` +
            'the janitor finds any VM it may have started by its tags');
    }
    return instance;
}
async function discard(client, instance, region, actual) {
    const id = instance.InstanceId ?? '';
    try {
        await client.send(new dist_cjs/* TerminateInstancesCommand */.NaF({ InstanceIds: [id] }));
    }
    catch (error) {
        throw new Error(`instance ${id} in ${region} started with its disk as a second volume (the image's root ` +
            `device is ${actual}), and terminating it failed: terminate it by hand, and set the ` +
            `${launch_options/* OPTION */.C.rootDevice} option to ${actual}`, { cause: error });
    }
}
async function launched(context, instance, spec, rung) {
    const zone = instance.Placement?.AvailabilityZone ??
        (rung.zone?.startsWith('subnet-') ? undefined : rung.zone);
    const known = rung.market === 'spot' && zone !== undefined
        ? await currentSpotPrice(context.client, rung.instanceType, zone, context.now())
        : undefined;
    const spotPrice = rung.market === 'spot' ? (known ?? spec.maxPrice) : undefined;
    return {
        instance: {
            cloud: 'aws',
            id: instance.InstanceId ?? '',
            region: rung.region,
            ...(zone ? { zone } : {}),
        },
        instanceType: rung.instanceType,
        market: rung.market,
        ...(spotPrice === undefined ? {} : { pricePerHour: spotPrice }),
        ...(instance.PrivateIpAddress ? { privateAddress: instance.PrivateIpAddress } : {}),
    };
}

;// CONCATENATED MODULE: ./build/clouds/aws/terminate-gang.js


async function terminateGang(client, gang, region, why) {
    const ids = gang.flatMap((instance) => (instance.InstanceId ? [instance.InstanceId] : []));
    if (ids.length === 0)
        return;
    try {
        await client.send(new dist_cjs/* TerminateInstancesCommand */.NaF({ InstanceIds: ids }));
    }
    catch (error) {
        throw new Error(`a gang in ${region} had to go (${why}), and terminating it failed: terminate ${ids.join(', ')} by hand. ` +
            `AWS said: ${(0,errors/* describeError */.U)(error)}`, { cause: error });
    }
}

;// CONCATENATED MODULE: ./build/clouds/aws/gang-nodes.js






const NODE_TAG = 'spot-train-node';
const RUN_CONCURRENCY = 16;
function nodeInputs(spec, rung, scripts) {
    return scripts.map((startupScript, node) => {
        const labels = { ...spec.labels, [NODE_TAG]: String(node) };
        try {
            return runInstancesInput({ ...spec, name: `${spec.name}-${node}`, labels, startupScript }, (0,node_rung/* nodeRung */.F)(spec, rung, node));
        }
        catch (error) {
            if (!(error instanceof errors/* UserError */.y))
                throw error;
            throw new errors/* UserError */.y(`node ${node} of the gang: ${error.message}`, { cause: error });
        }
    });
}
async function runNodes(client, inputs, disk, attempt) {
    const start = (input) => runInstance(client, input, disk, {
        ...attempt,
        rung: { ...attempt.rung, market: marketOf(input) },
    });
    const [first, ...rest] = inputs;
    if (first === undefined)
        return [];
    let head;
    try {
        head = await start(first);
    }
    catch (error) {
        throw gangError([{ node: 0, error }], inputs.length, 0);
    }
    const zone = head.Placement?.AvailabilityZone;
    const pinned = rest.map((input) => inZone(input, attempt.rung, zone));
    const { started, failures } = await eachNode(pinned, start);
    const gang = [head, ...started.filter((instance) => instance !== undefined)];
    if (failures.length === 0)
        return gang;
    const nodeFailures = failures.map(({ node, error }) => ({ node: node + 1, error }));
    const [failed] = nodeFailures;
    const why = `node ${failed?.node ?? '?'} of ${inputs.length} did not start: ${(0,errors/* describeError */.U)(failed?.error)}`;
    await terminateGang(client, gang, attempt.rung.region, why);
    throw gangError(nodeFailures, inputs.length, gang.length);
}
function marketOf(input) {
    return input.InstanceMarketOptions?.MarketType === 'spot' ? 'spot' : 'on-demand';
}
function inZone(input, rung, zone) {
    if (zone === undefined || (rung.zone !== undefined && rung.zone !== ''))
        return input;
    return { ...input, Placement: { ...input.Placement, AvailabilityZone: zone } };
}
async function eachNode(inputs, start) {
    const started = inputs.map(() => undefined);
    const failures = [];
    const queue = [...inputs.entries()];
    const worker = async () => {
        for (let item = queue.shift(); item && failures.length === 0; item = queue.shift()) {
            const [node, input] = item;
            try {
                started[node] = await start(input);
            }
            catch (error) {
                failures.push({ node, error });
            }
        }
    };
    const workers = Math.min(RUN_CONCURRENCY, inputs.length);
    await Promise.all(Array.from({ length: workers }, worker));
    return { started, failures };
}
function gangError(failures, size, terminated) {
    const ordered = [...failures].sort((a, b) => a.node - b.node);
    const decisive = ordered.find(({ error }) => !(error instanceof cloud/* CapacityError */.hG)) ?? ordered[0];
    const said = ordered.map(({ node, error }) => `node ${node}: ${(0,errors/* describeError */.U)(error)}`).join('; ');
    const message = `the gang of ${size} did not start whole, one RunInstances per node (${said}); ` +
        (terminated === 0
            ? 'no instance had started'
            : `the ${terminated} instances that had started were terminated`);
    const cause = decisive?.error;
    if (cause instanceof cloud/* CapacityError */.hG)
        return new cloud/* CapacityError */.hG(message, { cause });
    if (cause instanceof errors/* UserError */.y)
        return new errors/* UserError */.y(message, { cause });
    return new Error(message, { cause });
}

;// CONCATENATED MODULE: ./build/clouds/aws/launch-gang.js












async function launchGang(context, spec, rung, nodes) {
    const plan = gangPlan(spec, rung, nodes);
    context.logger.info(`the gang: ${plan.why}`);
    const profile = spec.options[launch_options/* OPTION */.C.instanceProfile];
    const attempt = {
        rung,
        image: spec.image,
        ...(profile ? { instanceProfile: profile } : {}),
    };
    const start = (disk) => 'shared' in plan
        ? runGang(context.client, plan.shared, disk, attempt)
        : runNodes(context.client, plan.perNode, disk, attempt);
    const device = await rootDevice(context, spec, attempt);
    let gang = await start(rootDisk(device.name, spec.diskGb));
    const actual = gang[0]?.RootDeviceName;
    if (!device.known && actual !== undefined && actual !== device.name) {
        await terminateGang(context.client, gang, rung.region, `its root device is ${actual}`);
        context.rootDevices.learn(rung.region, spec.image, actual);
        gang = await start(rootDisk(actual, spec.diskGb));
    }
    if ('shared' in plan)
        await tagNodes(context.client, gang, spec, rung.region);
    return described(context, gang, spec, rung);
}
function gangPlan(spec, rung, nodes) {
    const scripts = (0,node_scripts/* nodeScripts */.p)(spec, nodes);
    if ((0,node_rung/* isMixed */.O)(spec, rung))
        return mixedPlan(spec, rung, scripts);
    const bytes = userDataBytes(spec.startupScript);
    const limit = `EC2's ${MAX_USER_DATA_BYTES} bytes of user data`;
    if (scripts === undefined || bytes <= MAX_USER_DATA_BYTES) {
        return {
            shared: { ...gangInput(spec, rung, nodes), MinCount: nodes, MaxCount: nodes },
            why: `one RunInstances for all ${nodes} nodes (MinCount = MaxCount = ${nodes}): the gang's script (${bytes} bytes) fits in ${limit}`,
        };
    }
    return {
        perNode: nodeInputs(spec, rung, scripts),
        why: `${nodes} RunInstances calls, one per node, all or nothing: the gang's script with every node's runner ` +
            `configuration (${bytes} bytes) is over ${limit}, so each VM gets a script with only its own`,
    };
}
function mixedPlan(spec, rung, scripts) {
    if (scripts === undefined) {
        throw new Error(`launch ${spec.name}: a gang with node 0 on-demand starts one RunInstances per node, and the spec has no script per node`);
    }
    return {
        perNode: nodeInputs(spec, rung, scripts),
        why: `${scripts.length} RunInstances calls, one per node, all or nothing: node 0 on-demand (host-market), ` +
            `the other ${scripts.length - 1} spot, and one call starts VMs of one market only`,
    };
}
function gangInput(spec, rung, nodes) {
    try {
        return runInstancesInput(spec, rung);
    }
    catch (error) {
        if (!(error instanceof errors/* UserError */.y))
            throw error;
        throw new errors/* UserError */.y(`${error.message}. A gang's script carries the runner configuration of each of its ${nodes} nodes (about 3 KB each, packed): give fewer nodes, larger instances, or a shorter pre-runner-script`, { cause: error });
    }
}
async function runGang(client, input, disk, attempt) {
    let started;
    try {
        const out = await client.send(new dist_cjs/* RunInstancesCommand */.zq7({ ...input, BlockDeviceMappings: disk }));
        started = out.Instances ?? [];
    }
    catch (error) {
        throw explainLaunchError(error, attempt);
    }
    const gang = [...started].sort((a, b) => (a.AmiLaunchIndex ?? 0) - (b.AmiLaunchIndex ?? 0));
    const indexes = gang.map((instance) => instance.AmiLaunchIndex);
    const wanted = input.MinCount ?? 1;
    const whole = gang.length === wanted &&
        indexes.every((index, node) => index === node) &&
        gang.every((instance) => instance.InstanceId !== undefined);
    if (!whole) {
        await terminateGang(client, gang, attempt.rung.region, 'EC2 answered with an incomplete gang');
        throw new Error(`ec2:RunInstances in ${attempt.rung.region} asked for ${wanted} instances and answered with ${gang.length} ` +
            `(launch indexes ${indexes.join(', ')}); they were terminated, and the janitor finds any other by its tags`);
    }
    return gang;
}
async function tagNodes(client, gang, spec, region) {
    try {
        for (const [node, instance] of gang.entries()) {
            await client.send(new dist_cjs/* CreateTagsCommand */.RmG({
                Resources: [instance.InstanceId ?? ''],
                Tags: [
                    { Key: NODE_TAG, Value: String(node) },
                    { Key: 'Name', Value: `${spec.name}-${node}` },
                ],
            }));
        }
    }
    catch (error) {
        const cause = explainEc2Error(error, { action: 'CreateTags', region });
        await terminateGang(client, gang, region, 'tagging its nodes failed');
        throw cause;
    }
}
async function described(context, gang, spec, rung) {
    const zoneOf = (instance) => instance?.Placement?.AvailabilityZone ??
        (rung.zone?.startsWith('subnet-') ? undefined : rung.zone);
    const zone = zoneOf(gang[0]);
    const known = rung.market === 'spot' && zone !== undefined
        ? await currentSpotPrice(context.client, rung.instanceType, zone, context.now())
        : undefined;
    const price = rung.market === 'spot' ? (known ?? spec.maxPrice) : undefined;
    return gang.map((instance, node) => {
        const where = zoneOf(instance);
        const { market } = (0,node_rung/* nodeRung */.F)(spec, rung, node);
        return {
            instance: {
                cloud: 'aws',
                id: instance.InstanceId ?? '',
                region: rung.region,
                ...(where ? { zone: where } : {}),
            },
            instanceType: rung.instanceType,
            market,
            ...(price === undefined || market !== 'spot' ? {} : { pricePerHour: price }),
            ...(instance.PrivateIpAddress ? { privateAddress: instance.PrivateIpAddress } : {}),
        };
    });
}

;// CONCATENATED MODULE: ./build/clouds/aws/list-tagged.js



const LIVE_STATES = ['pending', 'running', 'stopping', 'stopped', 'shutting-down'];
function tagged(instance, region) {
    const id = instance.InstanceId;
    if (id === undefined)
        return undefined;
    const zone = instance.Placement?.AvailabilityZone;
    const labels = Object.fromEntries((instance.Tags ?? []).flatMap((tag) => tag.Key === undefined ? [] : [[tag.Key, tag.Value ?? '']]));
    return {
        instance: { cloud: 'aws', id, region, ...(zone ? { zone } : {}) },
        state: stateOf(instance.State?.Name),
        labels,
        ...(instance.LaunchTime ? { launchedAt: instance.LaunchTime.toISOString() } : {}),
    };
}
async function listTagged(client, region, labels) {
    const filters = Object.entries(labels).map(([key, value]) => ({
        Name: `tag:${key}`,
        Values: [value],
    }));
    if (filters.length === 0) {
        throw new Error('listing AWS instances by labels needs at least one label');
    }
    filters.push({ Name: 'instance-state-name', Values: LIVE_STATES });
    const found = [];
    let token;
    do {
        const input = {
            Filters: filters,
            MaxResults: 1000,
            ...(token === undefined ? {} : { NextToken: token }),
        };
        const out = await client.send(new dist_cjs/* DescribeInstancesCommand */.bNs(input)).catch((error) => {
            throw explainEc2Error(error, { action: 'DescribeInstances', region });
        });
        for (const reservation of out.Reservations ?? []) {
            for (const instance of reservation.Instances ?? []) {
                const item = tagged(instance, region);
                if (item !== undefined)
                    found.push(item);
            }
        }
        token = out.NextToken || undefined;
    } while (token !== undefined);
    return found;
}

;// CONCATENATED MODULE: ./build/clouds/aws/placement-scores.js


const MAX_TYPES = 5;
async function spotPlacementScores(clientIn, query) {
    const [home] = query.regions;
    if (home === undefined)
        return [];
    const zoneNames = query.zonal
        ? await zoneNamesById(clientIn, query.regions)
        : new Map();
    const scored = await Promise.all(query.types.slice(0, MAX_TYPES).map(async (type) => {
        const command = new dist_cjs/* GetSpotPlacementScoresCommand */.cIe({
            InstanceTypes: [type],
            TargetCapacity: query.nodes,
            TargetCapacityUnitType: 'units',
            SingleAvailabilityZone: query.zonal,
            RegionNames: [...query.regions],
            MaxResults: 10,
        });
        const answer = await ec2Call('GetSpotPlacementScores', () => clientIn(home).send(command));
        return (answer.SpotPlacementScores ?? []).flatMap((item) => {
            if (item.Region === undefined || item.Score === undefined)
                return [];
            const id = item.AvailabilityZoneId;
            const zone = id === undefined ? undefined : zoneNames.get(id);
            if (query.zonal && zone === undefined)
                return [];
            const where = zone === undefined ? {} : { zone };
            return [{ type, region: item.Region, ...where, score: item.Score / 10 }];
        });
    }));
    return scored.flat();
}
async function zoneNamesById(clientIn, regions) {
    const names = new Map();
    await Promise.all(regions.map(async (region) => {
        const command = new dist_cjs/* DescribeAvailabilityZonesCommand */.prB({});
        const answer = await ec2Call('DescribeAvailabilityZones', () => clientIn(region).send(command));
        for (const zone of answer.AvailabilityZones ?? []) {
            if (zone.ZoneId !== undefined && zone.ZoneName !== undefined)
                names.set(zone.ZoneId, zone.ZoneName);
        }
    }));
    return names;
}
async function ec2Call(action, call) {
    try {
        return await call();
    }
    catch (error) {
        const code = error instanceof Error ? error.name : 'Error';
        throw new Error(`EC2 ${action} answered ${code}: ${(0,errors/* describeError */.U)(error)}`, { cause: error });
    }
}

;// CONCATENATED MODULE: ./build/clouds/aws/root-device.js


const SSM_PREFIX = 'resolve:ssm:';
function checkImage(image) {
    if (image.startsWith('ami-') || image.startsWith(SSM_PREFIX))
        return;
    throw new errors/* UserError */.y(`image "${image}" is not an AMI id (ami-...) or a Systems Manager parameter (resolve:ssm:/aws/service/...)`);
}
function guess(image) {
    return /ubuntu|canonical/i.test(image) ? '/dev/sda1' : '/dev/xvda';
}
class RootDevices {
    found = new Map();
    async of(client, region, image, option) {
        checkImage(image);
        if (option !== undefined && option !== '')
            return { name: option, known: true };
        const key = `${region} ${image}`;
        let device = this.found.get(key);
        if (device === undefined) {
            device = image.startsWith(SSM_PREFIX)
                ? Promise.resolve({ name: guess(image), known: false })
                : describe(client, image);
            this.found.set(key, device);
            void device.catch(() => this.found.delete(key));
        }
        return device;
    }
    learn(region, image, name) {
        this.found.set(`${region} ${image}`, Promise.resolve({ name, known: true }));
    }
}
async function describe(client, image) {
    const out = await client.send(new dist_cjs/* DescribeImagesCommand */.ji5({ ImageIds: [image] }));
    const name = out.Images?.find((found) => found.ImageId === image)?.RootDeviceName;
    if (name === undefined || name === '') {
        throw new errors/* UserError */.y(`EC2 does not describe image ${image} in this region, or names no root device for it; check the image input`);
    }
    return { name, known: true };
}

;// CONCATENATED MODULE: ./build/clouds/aws/aws-cloud.js










class AwsCloud {
    name = 'aws';
    clientFor;
    defaultRegion;
    now;
    logger;
    clients = new Map();
    rootDevices = new RootDevices();
    constructor(params = {}) {
        this.clientFor = params.clientFor ?? ((region) => new dist_cjs/* EC2Client */.gu5({ region }));
        this.defaultRegion = params.defaultRegion;
        this.now = params.now ?? (() => new Date());
        this.logger = params.logger ?? log/* silentLogger */.qq;
    }
    async signIn() {
        await this.clientIn(this.defaultRegion ?? 'us-east-1').config.credentials();
    }
    async launchGang(spec, rung, nodes) {
        const client = this.clientIn(rung.region);
        const context = { client, rootDevices: this.rootDevices, now: this.now, logger: this.logger };
        return launchGang(context, spec, rung, nodes);
    }
    async launch(spec, rung) {
        const client = this.clientIn(rung.region);
        const context = { client, rootDevices: this.rootDevices, now: this.now, logger: this.logger };
        return launchInstance(context, spec, rung);
    }
    placementScores(query) {
        return spotPlacementScores((region) => this.clientIn(region), query);
    }
    async listByLabels(region, labels) {
        return listTagged(this.clientIn(region), region, labels);
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
        return { client: this.clientIn(region), id: ref.id, region };
    }
    clientIn(region) {
        let client = this.clients.get(region);
        if (client === undefined) {
            client = this.clientFor(region);
            this.clients.set(region, client);
        }
        return client;
    }
}


/***/ }),

/***/ 47509:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ OPTION)
/* harmony export */ });
const OPTION = {
    securityGroups: 'security-group-ids',
    instanceProfile: 'instance-profile',
    keyName: 'key-name',
    rootDevice: 'root-device',
    placementGroup: 'placement-group',
};


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
