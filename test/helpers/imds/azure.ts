import { send, startServer, type LocalServer } from './server.js';

export interface AzureEvent {
  EventId: string;
  EventType: 'Preempt' | 'Terminate' | 'Reboot' | 'Redeploy' | 'Freeze';
  ResourceType: 'VirtualMachine';
  Resources: string[];
  EventStatus: 'Scheduled' | 'Started';
  NotBefore: string;
  Description: string;
  EventSource: 'Platform' | 'User';
  DurationInSeconds: number;
}

/**
 * Azure IMDS Scheduled Events (api-version 2020-07-01) as documented: the
 * `Metadata: true` header is required (400 without); the first call can be
 * slow while the service switches on; POSTing StartRequests approves an
 * event, which then leaves the document.
 */
export class AzureImds {
  readonly vmName = 'trainer-vm-1';
  events: AzureEvent[] = [];
  incarnation = 1;
  /** How long the very first scheduledevents call takes. */
  firstCallDelayMs = 0;
  readonly approved: string[] = [];
  /** Answer the next N reads of this VM's name with 500. */
  failNameNext = 0;
  private answeredOnce = false;
  server!: LocalServer;

  static async start(): Promise<AzureImds> {
    const imds = new AzureImds();
    imds.server = await startServer(async (req, res, body) => {
      if (req.headers.metadata !== 'true')
        return send(
          res,
          400,
          JSON.stringify({ error: 'Bad request. Required metadata header not specified' }),
        );
      const url = new URL(req.url ?? '/', 'http://x');
      if (
        url.pathname === '/metadata/scheduledevents' &&
        url.searchParams.get('api-version') === '2020-07-01'
      ) {
        if (req.method === 'POST') {
          const { StartRequests } = JSON.parse(body) as { StartRequests: { EventId: string }[] };
          for (const { EventId } of StartRequests) imds.approved.push(EventId);
          imds.events = imds.events.filter((e) => !imds.approved.includes(e.EventId));
          imds.incarnation++;
          return send(res, 200, '');
        }
        if (!imds.answeredOnce) {
          imds.answeredOnce = true;
          await new Promise((resolve) => setTimeout(resolve, imds.firstCallDelayMs));
        }
        return send(
          res,
          200,
          JSON.stringify({ DocumentIncarnation: imds.incarnation, Events: imds.events }),
          {
            'Content-Type': 'application/json',
          },
        );
      }
      if (url.pathname === '/metadata/instance/compute/name') {
        if (imds.failNameNext > 0) {
          imds.failNameNext--;
          return send(res, 500, JSON.stringify({ error: 'Internal server error' }));
        }
        return send(res, 200, imds.vmName);
      }
      if (url.pathname === '/metadata/instance/compute/azEnvironment')
        return send(res, 200, 'AzurePublicCloud');
      send(res, 404, JSON.stringify({ error: 'Not found' }));
    });
    return imds;
  }

  schedule(event: Partial<AzureEvent> & Pick<AzureEvent, 'EventId' | 'EventType'>): void {
    this.events.push({
      ResourceType: 'VirtualMachine',
      Resources: [this.vmName],
      EventStatus: 'Scheduled',
      NotBefore: new Date(Date.now() + 30_000).toUTCString(),
      Description: '',
      EventSource: 'Platform',
      DurationInSeconds: -1,
      ...event,
    });
    this.incarnation++;
  }
}
