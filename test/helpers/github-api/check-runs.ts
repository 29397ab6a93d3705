import type { Repository } from './repository.js';
import { userJson, type Urls } from './representations.js';

export type CheckStatus = 'queued' | 'in_progress' | 'completed';

/** One check run as the emulator keeps it, with every state it was put in. */
export interface CheckRun {
  readonly id: number;
  name: string;
  readonly headSha: string;
  externalId: string | null;
  detailsUrl: string | null;
  status: CheckStatus;
  conclusion: string | null;
  startedAt: Date;
  completedAt: Date | null;
  output: { title: string | null; summary: string | null; text: string | null };
  /** Each state after a create or an update, oldest first: what people saw, in order. */
  readonly history: {
    readonly status: CheckStatus;
    readonly conclusion: string | null;
    readonly title: string | null;
  }[];
}

/** The check runs of the one repository, by id; ids come from one counter, as GitHub's do. */
export class CheckRunBook {
  private readonly runs: CheckRun[] = [];
  private nextId = 28_400_000_001;

  add(spec: Omit<CheckRun, 'id' | 'history'>): CheckRun {
    const run: CheckRun = { ...spec, id: this.nextId++, history: [] };
    this.runs.push(run);
    return run;
  }

  get(id: number): CheckRun | undefined {
    return this.runs.find((run) => run.id === id);
  }

  all(): readonly CheckRun[] {
    return this.runs;
  }

  /** After a create or an update. */
  noteState(run: CheckRun): void {
    run.history.push({ status: run.status, conclusion: run.conclusion, title: run.output.title });
  }
}

function iso(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** GitHub Actions' app: a GITHUB_TOKEN's check runs belong to it. */
const ACTIONS_APP_ID = 15_368;

/** A check run as the REST API answers with it (the description's `check-run`). */
export function checkRunJson(urls: Urls, repo: Repository, run: CheckRun): object {
  const api = `${urls.api}/repos/${repo.fullName}/check-runs/${run.id}`;
  return {
    id: run.id,
    head_sha: run.headSha,
    node_id: Buffer.from(`08:CheckRun${run.id}`).toString('base64'),
    external_id: run.externalId,
    url: api,
    html_url: `${urls.web}/${repo.fullName}/runs/${run.id}`,
    details_url: run.detailsUrl,
    status: run.status,
    conclusion: run.conclusion,
    started_at: iso(run.startedAt),
    completed_at: run.completedAt ? iso(run.completedAt) : null,
    output: {
      ...run.output,
      annotations_count: 0,
      annotations_url: `${api}/annotations`,
    },
    name: run.name,
    check_suite: { id: 30_100_000_001 },
    app: {
      id: ACTIONS_APP_ID,
      slug: 'github-actions',
      node_id: 'MDM6QXBwMTUzNjg=',
      owner: userJson(urls, 'github', 9_919),
      name: 'GitHub Actions',
      description: 'Automate your workflow from idea to production',
      external_url: 'https://help.github.com/en/actions',
      html_url: `${urls.web}/apps/github-actions`,
      created_at: '2018-07-30T09:30:17Z',
      updated_at: '2019-12-10T19:04:12Z',
      permissions: { checks: 'write', metadata: 'read' },
      events: ['check_run', 'push'],
    },
    pull_requests: [],
  };
}
