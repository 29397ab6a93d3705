import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_ZONE, describeByFilters, describeOne, lifecycle } from './ec2-describe.js';
import { availabilityZonesXml, placementScoresXml, type GivenScore } from './ec2-placement.js';

export interface Ec2Instance {
  state: 'pending' | 'running' | 'shutting-down' | 'terminated';
  /** StateReason code, e.g. Server.SpotInstanceTermination. */
  reason?: string;
  tags?: Record<string, string>;
  launchTime?: string;
  /** Its place in the RunInstances request that started it (0 to MaxCount-1). */
  launchIndex?: number;
  privateAddress?: string;
  /** Where it runs: the request's Placement.AvailabilityZone, or us-east-1a when it named none. */
  zone?: string;
  /**
   * Spot when its request had InstanceMarketOptions.MarketType spot, else
   * on-demand (RunInstances has no on-demand market type: leaving the
   * options out is on-demand). Undefined: set by a test, taken as spot.
   */
  market?: 'spot' | 'on-demand';
}

/** A RunInstances request as EC2 received it (Query API parameters). */
export type RunRequest = Readonly<Record<string, string>>;

export interface LocalEc2 {
  /** For AWS_ENDPOINT_URL_EC2. */
  readonly url: string;
  readonly instances: Map<string, Ec2Instance>;
  readonly launches: RunRequest[];
  /**
   * Refuse RunInstances for these instance types with this error code
   * (capacity and the like); a key `type@zone` refuses the type in that zone
   * only, `spot:type` its spot requests only (spot capacity gone, on-demand there),
   * `spot:type@zone` its spot requests in that zone.
   */
  readonly refuse: Map<string, string>;
  /**
   * How many instances of a type can start now: a RunInstances asking for
   * more than this as its MinCount is refused with InsufficientInstanceCapacity
   * and starts nothing; otherwise up to MaxCount start (API Reference,
   * RunInstances). Types not named have room for any number. Instances that
   * start use it up, so per-node calls find the room shrink; terminating one
   * gives none back (EC2 takes a while to reuse it).
   */
  readonly capacity: Map<string, number>;
  /** Refuse CreateTags with this error code (a missing permission and the like). */
  refuseTags: string | undefined;
  /** Refuse TerminateInstances of these instance ids with this error code (a missing permission and the like). */
  readonly refuseTerminate: Map<string, string>;
  /** Called when an instance is launched: a test's stand-in for the VM booting. */
  onLaunch: (id: string, request: RunRequest) => void;
  /** Every Action requested, in order. */
  readonly actions: string[];
  /** The access key id each request of `actions` was signed with; undefined when unsigned. */
  readonly accessKeys: (string | undefined)[];
  /** Ids of the instances TerminateInstances ended, in order. */
  readonly terminated: string[];
  /** GetSpotPlacementScores' answers by instance type; a type not here gets no score. */
  readonly placementScores: Map<string, GivenScore[]>;
  /** Refuse GetSpotPlacementScores with this error code (UnauthorizedOperation and the like). */
  refusePlacementScores: string | undefined;
  close(): Promise<void>;
}

interface Answer {
  readonly status: number;
  readonly xml: string;
}

const ok = (xml: string): Answer => ({ status: 200, xml });

function errorAnswer(status: number, code: string, message: string): Answer {
  return {
    status,
    xml: `<Response><Errors><Error><Code>${code}</Code><Message>${message}</Message></Error></Errors><RequestID>r</RequestID></Response>`,
  };
}

/**
 * The EC2 Query API actions launch and finalize call, answered in EC2's XML:
 * RunInstances (MinCount and MaxCount honoured against `capacity`),
 * CreateTags, DescribeImages, DescribeSpotPriceHistory, DescribeInstances,
 * DescribeSpotInstanceRequests (none) and TerminateInstances.
 */
export async function startEc2(): Promise<LocalEc2> {
  let launched = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const params = new URLSearchParams(body);
      const action = params.get('Action') ?? '';
      state.actions.push(action);
      state.accessKeys.push(/Credential=([^/]+)\//.exec(req.headers.authorization ?? '')?.[1]);
      const answer =
        action === 'RunInstances'
          ? runInstances(state, params, () => `i-0${String(++launched).padStart(16, '0')}`)
          : action === 'CreateTags'
            ? createTags(state, params)
            : answerAbout(state, action, params, regionOf(req.headers.authorization));
      res.writeHead(answer.status, { 'Content-Type': 'text/xml' });
      res.end(answer.xml);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const state: LocalEc2 = {
    url: `http://127.0.0.1:${port}`,
    instances: new Map(),
    actions: [],
    accessKeys: [],
    terminated: [],
    launches: [],
    refuse: new Map(),
    capacity: new Map(),
    refuseTags: undefined,
    refuseTerminate: new Map(),
    onLaunch: () => undefined,
    placementScores: new Map(),
    refusePlacementScores: undefined,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return state;
}

function runInstances(state: LocalEc2, params: URLSearchParams, newId: () => string): Answer {
  const request = Object.fromEntries(params);
  state.launches.push(request);
  const type = params.get('InstanceType') ?? '';
  const zone = params.get('Placement.AvailabilityZone') ?? DEFAULT_ZONE;
  const spot = params.get('InstanceMarketOptions.MarketType') === 'spot';
  const refusal =
    state.refuse.get(`${type}@${zone}`) ??
    state.refuse.get(type) ??
    (spot
      ? (state.refuse.get(`spot:${type}@${zone}`) ?? state.refuse.get(`spot:${type}`))
      : undefined);
  if (refusal) {
    // EC2 answers a capacity shortage as a server error, a quota as the caller's.
    return errorAnswer(
      refusal.startsWith('Insufficient') ? 500 : 400,
      refusal,
      `We currently do not have sufficient ${type} capacity in the Availability Zone you requested.`,
    );
  }
  const min = Number(params.get('MinCount') ?? '1');
  const max = Number(params.get('MaxCount') ?? '1');
  const room = state.capacity.get(type) ?? Number.POSITIVE_INFINITY;
  if (room < min) {
    return errorAnswer(
      500,
      'InsufficientInstanceCapacity',
      `There is no Spot capacity available that matches your request: ${min} ${type} asked for, ${room} available.`,
    );
  }
  const tags = instanceTags(params);
  const items: string[] = [];
  const ids: string[] = [];
  for (let index = 0; index < Math.min(max, room); index++) {
    const id = newId();
    ids.push(id);
    const privateAddress = `10.0.${Math.floor(state.instances.size / 250)}.${(state.instances.size % 250) + 4}`;
    state.instances.set(id, {
      state: 'pending',
      tags: { ...tags },
      launchIndex: index,
      privateAddress,
      zone,
      market: spot ? 'spot' : 'on-demand',
    });
    items.push(
      `<item><instanceId>${id}</instanceId><instanceType>${type}</instanceType><amiLaunchIndex>${index}</amiLaunchIndex><privateIpAddress>${privateAddress}</privateIpAddress><placement><availabilityZone>${zone}</availabilityZone></placement><rootDeviceName>/dev/xvda</rootDeviceName><instanceState><code>0</code><name>pending</name></instanceState>${lifecycle(spot)}</item>`,
    );
  }
  if (state.capacity.has(type)) state.capacity.set(type, room - ids.length);
  for (const id of ids) state.onLaunch(id, request);
  // EC2 promises no order: the gang's members come back last first, so launch indexes must be read.
  return ok(
    `<RunInstancesResponse><requestId>r</requestId><reservationId>r-1</reservationId><instancesSet>${items.reverse().join('')}</instancesSet></RunInstancesResponse>`,
  );
}

/** The tags a RunInstances request gives its instances (TagSpecification of type instance). */
function instanceTags(params: URLSearchParams): Record<string, string> {
  const tags: Record<string, string> = {};
  for (let n = 1; params.has(`TagSpecification.${n}.ResourceType`); n++) {
    if (params.get(`TagSpecification.${n}.ResourceType`) !== 'instance') continue;
    for (let m = 1; params.has(`TagSpecification.${n}.Tag.${m}.Key`); m++) {
      tags[params.get(`TagSpecification.${n}.Tag.${m}.Key`) ?? ''] =
        params.get(`TagSpecification.${n}.Tag.${m}.Value`) ?? '';
    }
  }
  return tags;
}

function createTags(state: LocalEc2, params: URLSearchParams): Answer {
  if (state.refuseTags) {
    return errorAnswer(403, state.refuseTags, 'You are not authorized to perform this operation.');
  }
  for (let n = 1; params.has(`ResourceId.${n}`); n++) {
    const instance = state.instances.get(params.get(`ResourceId.${n}`) ?? '');
    if (!instance) return errorAnswer(400, 'InvalidInstanceID.NotFound', 'no such instance');
    for (let m = 1; params.has(`Tag.${m}.Key`); m++) {
      instance.tags = {
        ...instance.tags,
        [params.get(`Tag.${m}.Key`) ?? '']: params.get(`Tag.${m}.Value`) ?? '',
      };
    }
  }
  return ok(
    '<CreateTagsResponse><requestId>r</requestId><return>true</return></CreateTagsResponse>',
  );
}

function answerAbout(
  state: LocalEc2,
  action: string,
  params: URLSearchParams,
  region: string,
): Answer {
  const id = params.get('InstanceId.1') ?? '';
  if (action === 'GetSpotPlacementScores') {
    if (state.refusePlacementScores !== undefined)
      return errorAnswer(
        400,
        state.refusePlacementScores,
        'You are not authorized to perform this operation.',
      );
    return ok(placementScoresXml(state.placementScores, params));
  }
  if (action === 'DescribeAvailabilityZones') return ok(availabilityZonesXml(region));
  if (action === 'DescribeImages') {
    return ok(
      `<DescribeImagesResponse><requestId>r</requestId><imagesSet><item><imageId>${params.get('ImageId.1') ?? ''}</imageId><rootDeviceName>/dev/xvda</rootDeviceName></item></imagesSet></DescribeImagesResponse>`,
    );
  }
  if (action === 'DescribeSpotPriceHistory') {
    return ok(
      `<DescribeSpotPriceHistoryResponse><requestId>r</requestId><spotPriceHistorySet><item><instanceType>${params.get('InstanceType.1') ?? ''}</instanceType><productDescription>Linux/UNIX</productDescription><spotPrice>0.412300</spotPrice><timestamp>2026-11-30T10:00:00.000Z</timestamp><availabilityZone>us-east-1a</availabilityZone></item></spotPriceHistorySet></DescribeSpotPriceHistoryResponse>`,
    );
  }
  if (action === 'DescribeSpotInstanceRequests') {
    return ok(
      '<DescribeSpotInstanceRequestsResponse><requestId>r</requestId><spotInstanceRequestSet/></DescribeSpotInstanceRequestsResponse>',
    );
  }
  if (action === 'DescribeInstances' && id === '') {
    return ok(describeByFilters(params, state.instances));
  }
  const instance = state.instances.get(id);
  if (!instance) {
    return errorAnswer(400, 'InvalidInstanceID.NotFound', `The instance ID '${id}' does not exist`);
  }
  if (action !== 'TerminateInstances') return ok(describeOne(id, instance));
  // A gang goes in one call; each instance answers for itself.
  let answer = terminate(state, id, instance);
  for (let n = 2; params.has(`InstanceId.${n}`) && answer.status === 200; n++) {
    const other = params.get(`InstanceId.${n}`) ?? '';
    const found = state.instances.get(other);
    if (found) answer = terminate(state, other, found);
  }
  return answer;
}

function terminate(state: LocalEc2, id: string, instance: Ec2Instance): Answer {
  const refusal = state.refuseTerminate.get(id);
  if (refusal) {
    return errorAnswer(403, refusal, 'You are not authorized to perform this operation.');
  }
  instance.state = 'terminated';
  instance.reason ??= 'Client.UserInitiatedShutdown';
  state.terminated.push(id);
  return ok(
    `<TerminateInstancesResponse><requestId>r</requestId><instancesSet><item><instanceId>${id}</instanceId><currentState><code>32</code><name>shutting-down</name></currentState></item></instancesSet></TerminateInstancesResponse>`,
  );
}

/** The region a SigV4 Authorization header signs for (its credential scope), us-east-1 without one. */
function regionOf(authorization: string | undefined): string {
  return /Credential=[^/]+\/\d{8}\/([^/]+)\/ec2\//.exec(authorization ?? '')?.[1] ?? 'us-east-1';
}
