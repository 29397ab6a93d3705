// DescribeInstances as EC2 answers it, for the EC2 stand-in (ec2.ts).
import type { Ec2Instance } from './ec2.js';

/** Where an instance runs when its request names no zone (EC2 picks one; the stand-in, always this). */
export const DEFAULT_ZONE = 'us-east-1a';

const CODES: Record<Ec2Instance['state'], number> = {
  pending: 0,
  running: 16,
  'shutting-down': 32,
  terminated: 48,
};

/** EC2 names an instance's lifecycle only when it is not on-demand (Instance.InstanceLifecycle). */
export function lifecycle(spot: boolean): string {
  return spot ? '<instanceLifecycle>spot</instanceLifecycle>' : '';
}

export function describeOne(id: string, instance: Ec2Instance): string {
  const reason = instance.reason
    ? `<stateReason><code>${instance.reason}</code><message>${instance.reason}</message></stateReason>`
    : '';
  return `<DescribeInstancesResponse><requestId>r</requestId><reservationSet><item><reservationId>r-1</reservationId><instancesSet><item><instanceId>${id}</instanceId><instanceState><code>${CODES[instance.state]}</code><name>${instance.state}</name></instanceState>${reason}${lifecycle(instance.market !== 'on-demand')}</item></instancesSet></item></reservationSet></DescribeInstancesResponse>`;
}

/** DescribeInstances with tag:<key> filters, as listing by labels asks. */
export function describeByFilters(
  params: URLSearchParams,
  instances: Map<string, Ec2Instance>,
): string {
  const wanted: [string, string][] = [];
  for (let n = 1; params.has(`Filter.${n}.Name`); n++) {
    const name = params.get(`Filter.${n}.Name`) ?? '';
    if (name.startsWith('tag:'))
      wanted.push([name.slice(4), params.get(`Filter.${n}.Value.1`) ?? '']);
  }
  const items = [...instances]
    .filter(([, i]) => i.state !== 'terminated')
    .filter(([, i]) => wanted.every(([key, value]) => i.tags?.[key] === value))
    .map(
      ([id, i]) =>
        `<item><instanceId>${id}</instanceId><instanceState><code>${CODES[i.state]}</code><name>${i.state}</name></instanceState><launchTime>${i.launchTime ?? '2026-11-30T00:00:00.000Z'}</launchTime><placement><availabilityZone>${i.zone ?? DEFAULT_ZONE}</availabilityZone></placement><tagSet>${Object.entries(
          i.tags ?? {},
        )
          .map(([key, value]) => `<item><key>${key}</key><value>${value}</value></item>`)
          .join('')}</tagSet></item>`,
    )
    .join('');
  return `<DescribeInstancesResponse><requestId>r</requestId><reservationSet><item><reservationId>r-1</reservationId><instancesSet>${items}</instancesSet></item></reservationSet></DescribeInstancesResponse>`;
}
