import { randomBytes } from 'node:crypto';
import { send, startServer, type LocalServer } from './server.js';

/**
 * EC2 instance metadata as documented for IMDSv2: a session token from
 * `PUT /latest/api/token` (TTL 1-21600 s in X-aws-ec2-metadata-token-ttl-seconds),
 * sent back in X-aws-ec2-metadata-token, 401 without a valid one; the spot
 * paths (instance-action, and termination-time with its time alone) answer
 * 404 until something is scheduled.
 */
export class AwsImds {
  instanceAction: { action: string; time: string } | undefined;
  rebalance: { noticeTime: string } | undefined;
  /** Answer the next N requests with 500. */
  failNext = 0;
  /** Answer the next N reads of instance-action with a 200 whose body is no JSON. */
  garbleNext = 0;
  /** The same for termination-time, the older path set with instance-action. */
  garbleTerminationNext = 0;
  /** Requests answered 401. */
  unauthorized = 0;
  private readonly tokens = new Map<string, number>();
  server!: LocalServer;

  /** Schedules the instance's termination `inMs` from now, as EC2 writes its time (seconds, Z). */
  terminateIn(inMs = 120_000): void {
    const time = new Date(Date.now() + inMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
    this.instanceAction = { action: 'terminate', time };
  }

  /** Posts a rebalance recommendation now, as EC2 writes its time (seconds, Z). */
  recommendRebalance(): void {
    this.rebalance = { noticeTime: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z') };
  }

  static async start(): Promise<AwsImds> {
    const imds = new AwsImds();
    imds.server = await startServer((req, res) => {
      if (imds.failNext > 0) {
        imds.failNext--;
        send(res, 500, 'Internal Server Error');
        return;
      }
      if (req.method === 'PUT' && req.url === '/latest/api/token') {
        const ttl = Number(req.headers['x-aws-ec2-metadata-token-ttl-seconds']);
        if (!Number.isInteger(ttl) || ttl < 1 || ttl > 21600) return send(res, 400, 'Bad Request');
        const token = randomBytes(16).toString('base64');
        imds.tokens.set(token, Date.now() + ttl * 1000);
        return send(res, 200, token, { 'X-aws-ec2-metadata-token-ttl-seconds': String(ttl) });
      }
      const token = req.headers['x-aws-ec2-metadata-token'];
      const expiry = typeof token === 'string' ? imds.tokens.get(token) : undefined;
      if (expiry === undefined || expiry < Date.now()) {
        imds.unauthorized++;
        return send(res, 401, 'Unauthorized');
      }
      if (req.method !== 'GET') return send(res, 405, 'Method Not Allowed');
      if (req.url === '/latest/meta-data/spot/instance-action' && imds.garbleNext > 0) {
        imds.garbleNext--;
        return send(res, 200, '<html><body>502 Bad Gateway</body></html>');
      }
      if (req.url === '/latest/meta-data/spot/instance-action') {
        return imds.instanceAction
          ? send(res, 200, JSON.stringify(imds.instanceAction))
          : send(res, 404, 'Not Found');
      }
      if (req.url === '/latest/meta-data/spot/termination-time') {
        if (imds.garbleTerminationNext > 0) {
          imds.garbleTerminationNext--;
          return send(res, 200, '<html><body>502 Bad Gateway</body></html>');
        }
        return imds.instanceAction
          ? send(res, 200, imds.instanceAction.time)
          : send(res, 404, 'Not Found');
      }
      if (req.url === '/latest/meta-data/events/recommendations/rebalance') {
        return imds.rebalance
          ? send(res, 200, JSON.stringify(imds.rebalance))
          : send(res, 404, 'Not Found');
      }
      send(res, 404, 'Not Found');
    });
    return imds;
  }

  /** What a restarted IMDS does to every session: the next call gets 401. */
  revokeTokens(): void {
    this.tokens.clear();
  }

  get tokenRequests(): number {
    return this.server.requests.filter((r) => r.method === 'PUT').length;
  }
}
