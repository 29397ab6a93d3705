// Workload Identity Federation as a launch job on GitHub meets it:
// google-github-actions/auth writes an external_account credential file and
// points GOOGLE_APPLICATION_CREDENTIALS at it; google-auth-library then gets
// the job's OIDC token from GitHub (credential_source.url), exchanges it at
// Google's STS (token_url) for a federated token, and that at IAM
// Credentials (service_account_impersonation_url) for the service account's
// access token, which Compute takes. One local server plays all three, at the
// URLs the file names; nothing else differs from a runner.

import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { startServer } from '../imds/server.js';

const PROVIDER =
  'projects/123456789012/locations/global/workloadIdentityPools/github/providers/spot-train';
const CLOUD_PLATFORM = 'https://www.googleapis.com/auth/cloud-platform';
const JWT = 'urn:ietf:params:oauth:token-type:jwt';
const ACCESS_TOKEN = 'urn:ietf:params:oauth:token-type:access_token';
const GENERATE = /^\/v1\/projects\/-\/serviceAccounts\/([^/:]+):generateAccessToken$/;

export interface GcpFederationParams {
  /** The access token IAM Credentials hands out: the one the Compute stand-in takes. */
  readonly accessToken: string;
  readonly serviceAccount: string;
  /** Where the credential file is written (the auth action writes it into the workspace). */
  readonly dir: string;
  /** "owner/name", the subject GitHub's token names. */
  readonly repository: string;
}

/** One step of getting a token, as the stand-in answered it. */
export interface TokenStep {
  readonly step: 'github-oidc' | 'sts' | 'iam-credentials';
  readonly granted: boolean;
}

export interface GcpFederation {
  /** What google-github-actions/auth exports for the steps after it (but the project). */
  readonly env: Readonly<Record<string, string>>;
  readonly steps: readonly TokenStep[];
  close(): Promise<void>;
}

interface Reply {
  readonly status: number;
  readonly body: unknown;
}

const base64url = (value: unknown): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

const googleError = (code: number, status: string, message: string): Reply => ({
  status: code,
  body: { error: { code, message, status } },
});

function audienceOf(jwt: string): unknown {
  try {
    return (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Json).aud;
  } catch {
    return undefined;
  }
}

type Json = Record<string, unknown>;

/** The token exchange google-auth-library asks STS for, field by field; the first one wrong. */
function wrongStsField(form: URLSearchParams, issued: ReadonlySet<string>): string | undefined {
  const subject = form.get('subject_token') ?? '';
  const expected: [string, boolean][] = [
    ['grant_type', form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:token-exchange'],
    ['audience', form.get('audience') === `//iam.googleapis.com/${PROVIDER}`],
    ['subject_token_type', form.get('subject_token_type') === JWT],
    ['requested_token_type', form.get('requested_token_type') === ACCESS_TOKEN],
    ['scope', (form.get('scope') ?? '').split(' ').includes(CLOUD_PLATFORM)],
    [
      'subject_token',
      issued.has(subject) && audienceOf(subject) === `https://iam.googleapis.com/${PROVIDER}`,
    ],
  ];
  return expected.find(([, right]) => !right)?.[0];
}

export async function startGcpFederation(params: GcpFederationParams): Promise<GcpFederation> {
  const requestToken = randomBytes(16).toString('hex');
  const federatedToken = `federated-${randomBytes(8).toString('hex')}`;
  const issued = new Set<string>();
  const steps: TokenStep[] = [];

  /** GitHub's ACTIONS_ID_TOKEN_REQUEST_URL, which a job with id-token: write has. */
  function githubOidc(url: URL, bearer: string | undefined): Reply {
    if (bearer !== requestToken) return { status: 401, body: { message: 'Bad credentials' } };
    const token = [
      base64url({ alg: 'RS256', typ: 'JWT' }),
      base64url({
        iss: 'https://token.actions.githubusercontent.com',
        aud: url.searchParams.get('audience'),
        sub: `repo:${params.repository}:ref:refs/heads/main`,
        repository: params.repository,
        exp: Math.floor(Date.now() / 1000) + 300,
      }),
      randomBytes(32).toString('base64url'),
    ].join('.');
    issued.add(token);
    return { status: 200, body: { count: token.length, value: token } };
  }

  function sts(body: string): Reply {
    const wrong = wrongStsField(new URLSearchParams(body), issued);
    if (wrong !== undefined) {
      return {
        status: 400,
        body: { error: 'invalid_request', error_description: `Invalid value for "${wrong}".` },
      };
    }
    return {
      status: 200,
      body: {
        access_token: federatedToken,
        issued_token_type: ACCESS_TOKEN,
        token_type: 'Bearer',
        expires_in: 3599,
      },
    };
  }

  function generateAccessToken(account: string, bearer: string | undefined, body: string): Reply {
    if (bearer !== federatedToken) {
      return googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.');
    }
    const scope = (JSON.parse(body || '{}') as { scope?: unknown }).scope;
    if (account !== params.serviceAccount || !Array.isArray(scope)) {
      return googleError(
        403,
        'PERMISSION_DENIED',
        "Permission 'iam.serviceAccounts.getAccessToken' denied on resource (or it may not exist).",
      );
    }
    return {
      status: 200,
      body: {
        accessToken: params.accessToken,
        expireTime: new Date(Date.now() + 3600_000).toISOString(),
      },
    };
  }

  function route(method: string, url: URL, bearer: string | undefined, body: string) {
    if (method === 'GET' && url.pathname === '/idtoken') {
      return { step: 'github-oidc', reply: githubOidc(url, bearer) } as const;
    }
    if (method === 'POST' && url.pathname === '/v1/token') {
      return { step: 'sts', reply: sts(body) } as const;
    }
    const account = method === 'POST' ? GENERATE.exec(url.pathname)?.[1] : undefined;
    if (account !== undefined) {
      const reply = generateAccessToken(decodeURIComponent(account), bearer, body);
      return { step: 'iam-credentials', reply } as const;
    }
    return { reply: googleError(404, 'NOT_FOUND', `no such API: ${method} ${url.pathname}`) };
  }

  const server = await startServer((req, res: ServerResponse, body) => {
    const url = new URL(req.url ?? '/', 'http://federation');
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    const { step, reply } = route(req.method ?? 'GET', url, bearer, body);
    if (step !== undefined) steps.push({ step, granted: reply.status === 200 });
    res.writeHead(reply.status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(reply.body));
  });

  // The file google-github-actions/auth writes for a provider and a service
  // account, with GitHub's and Google's addresses replaced by the stand-in's.
  const oidc = new URL('/idtoken', server.url);
  oidc.searchParams.set('api-version', '2.0');
  oidc.searchParams.set('audience', `https://iam.googleapis.com/${PROVIDER}`);
  const file = join(params.dir, `gha-creds-${randomBytes(8).toString('hex')}.json`);
  const credentials = {
    type: 'external_account',
    audience: `//iam.googleapis.com/${PROVIDER}`,
    subject_token_type: JWT,
    token_url: `${server.url}/v1/token`,
    credential_source: {
      url: oidc.toString(),
      headers: { Authorization: `Bearer ${requestToken}` },
      format: { type: 'json', subject_token_field_name: 'value' },
    },
    service_account_impersonation_url: `${server.url}/v1/projects/-/serviceAccounts/${params.serviceAccount}:generateAccessToken`,
  };
  await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  return {
    env: {
      GOOGLE_APPLICATION_CREDENTIALS: file,
      CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE: file,
      GOOGLE_GHA_CREDS_PATH: file,
    },
    steps,
    close: () => server.close(),
  };
}
