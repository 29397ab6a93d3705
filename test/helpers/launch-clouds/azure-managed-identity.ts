// A managed identity's token endpoint as App Service (and Functions, and
// Container Apps) runs it beside the app: a loopback HTTP server named by
// IDENTITY_ENDPOINT that answers GET ?api-version=2019-08-01&resource=... to
// a caller holding the IDENTITY_HEADER secret. DefaultAzureCredential reaches
// it through ManagedIdentityCredential (MSAL's App Service source) when the
// environment names no service principal, workload identity or other source,
// exactly as it would on App Service.

import { randomBytes, randomUUID } from 'node:crypto';
import { startServer } from '../imds/server.js';

const API_VERSION = '2019-08-01';

export interface ManagedIdentityParams {
  /** The access token handed out: the one the ARM stand-in takes. */
  readonly accessToken: string;
  /** What the token is for; ARM's by default, the scope the Azure SDK asks for. */
  readonly resource?: string;
}

/** A token request as the endpoint answered it. */
export interface IdentityRequest {
  readonly resource: string | null;
  readonly granted: boolean;
}

export interface ManagedIdentity {
  /** IDENTITY_ENDPOINT and IDENTITY_HEADER, as App Service sets them. */
  readonly env: Readonly<Record<string, string>>;
  readonly requests: readonly IdentityRequest[];
  close(): Promise<void>;
}

export async function startManagedIdentity(
  params: ManagedIdentityParams,
): Promise<ManagedIdentity> {
  const resource = params.resource ?? 'https://management.azure.com';
  const secret = randomBytes(16).toString('hex');
  const clientId = randomUUID();
  const requests: IdentityRequest[] = [];

  /** Why App Service would not answer this request (with 400), if it would not. */
  function refusalOf(method: string | undefined, url: URL, header: unknown): string | undefined {
    const asked = url.searchParams.get('resource');
    const version = url.searchParams.get('api-version');
    const checks: [boolean, string][] = [
      [method === 'GET' && url.pathname === '/msi/token', `no such endpoint: ${url.pathname}`],
      [header === secret, 'The X-IDENTITY-HEADER header is missing or wrong.'],
      [version === API_VERSION, `api-version ${version ?? '(none)'} is not supported.`],
      [asked?.replace(/\/$/, '') === resource, `No token for resource ${asked ?? '(none)'}.`],
    ];
    return checks.find(([right]) => !right)?.[1];
  }

  const server = await startServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://identity');
    const refusal = refusalOf(req.method, url, req.headers['x-identity-header']);
    const asked = url.searchParams.get('resource');
    requests.push({ resource: asked, granted: refusal === undefined });
    const reply =
      refusal === undefined
        ? {
            access_token: params.accessToken,
            expires_on: String(Math.floor(Date.now() / 1000) + 3600),
            resource: asked,
            token_type: 'Bearer',
            client_id: clientId,
          }
        : { statusCode: 400, message: refusal };
    res.writeHead(refusal === undefined ? 200 : 400, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(reply));
  });

  return {
    env: { IDENTITY_ENDPOINT: `${server.url}/msi/token`, IDENTITY_HEADER: secret },
    requests,
    close: () => server.close(),
  };
}
