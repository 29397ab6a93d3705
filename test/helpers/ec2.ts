import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Ec2Instance {
  state: 'pending' | 'running' | 'shutting-down' | 'terminated';
  /** StateReason code, e.g. Server.SpotInstanceTermination. */
  reason?: string;
}

export interface LocalEc2 {
  /** For AWS_ENDPOINT_URL_EC2. */
  readonly url: string;
  readonly instances: Map<string, Ec2Instance>;
  /** Every Action requested, in order. */
  readonly actions: string[];
  close(): Promise<void>;
}

const CODES: Record<Ec2Instance['state'], number> = {
  pending: 0,
  running: 16,
  'shutting-down': 32,
  terminated: 48,
};

/**
 * The few EC2 Query API actions the finalize mode calls, answered in EC2's
 * XML: DescribeInstances, DescribeSpotInstanceRequests (none), TerminateInstances.
 */
export async function startEc2(): Promise<LocalEc2> {
  const instances = new Map<string, Ec2Instance>();
  const actions: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const params = new URLSearchParams(body);
      const action = params.get('Action') ?? '';
      actions.push(action);
      const id = params.get('InstanceId.1') ?? '';
      const send = (status: number, xml: string) => {
        res.writeHead(status, { 'Content-Type': 'text/xml' });
        res.end(xml);
      };
      const instance = instances.get(id);
      if (action === 'DescribeSpotInstanceRequests') {
        send(
          200,
          '<DescribeSpotInstanceRequestsResponse><requestId>r</requestId><spotInstanceRequestSet/></DescribeSpotInstanceRequestsResponse>',
        );
        return;
      }
      if (!instance) {
        send(
          400,
          `<Response><Errors><Error><Code>InvalidInstanceID.NotFound</Code><Message>The instance ID '${id}' does not exist</Message></Error></Errors><RequestID>r</RequestID></Response>`,
        );
        return;
      }
      if (action === 'TerminateInstances') {
        instance.state = 'terminated';
        instance.reason ??= 'Client.UserInitiatedShutdown';
        send(
          200,
          `<TerminateInstancesResponse><requestId>r</requestId><instancesSet><item><instanceId>${id}</instanceId><currentState><code>32</code><name>shutting-down</name></currentState></item></instancesSet></TerminateInstancesResponse>`,
        );
        return;
      }
      const reason = instance.reason
        ? `<stateReason><code>${instance.reason}</code><message>${instance.reason}</message></stateReason>`
        : '';
      send(
        200,
        `<DescribeInstancesResponse><requestId>r</requestId><reservationSet><item><reservationId>r-1</reservationId><instancesSet><item><instanceId>${id}</instanceId><instanceState><code>${CODES[instance.state]}</code><name>${instance.state}</name></instanceState>${reason}<instanceLifecycle>spot</instanceLifecycle></item></instancesSet></item></reservationSet></DescribeInstancesResponse>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    instances,
    actions,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
