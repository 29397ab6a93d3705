import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseManifest, type Manifest } from '../../src/records/manifest.js';
import { DEMO_TRAINER, runAction, type ActionContext } from '../helpers/run-dist.js';
import { plainModel } from '../helpers/plain-model.js';
import { tempDir } from '../helpers/temp-dir.js';

async function context(
  runId: string,
  extra: Partial<ActionContext> = {},
): Promise<ActionContext & { store: string }> {
  const root = await tempDir('action');
  const workspace = join(root, 'workspace');
  const runnerTemp = join(root, 'runner-temp');
  await mkdir(workspace);
  await mkdir(runnerTemp);
  return { workspace, runnerTemp, runId, store: `file://${join(root, 'bucket')}`, ...extra };
}

async function manifestOf(store: string, key: string): Promise<Manifest> {
  const parsed = parseManifest(await readFile(join(store.slice('file://'.length), key), 'utf8'));
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
}

// Secrets as the runner hands them to the action: inputs (INPUT_GITHUB-TOKEN,
// INPUT_RUNNER-TOKEN) and the service tokens in its environment.
const SECRET_INPUTS = {
  restart: 'false',
  'github-token': 'ghs_secret_for_the_supervisor',
  'runner-token': 'github_pat_runner_secret',
};
const SECRET_ENV = {
  ACTIONS_RUNTIME_TOKEN: 'runtime-secret',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-secret',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'http://127.0.0.1:9/oidc',
};
const SECRETS = [
  SECRET_INPUTS['github-token'],
  SECRET_INPUTS['runner-token'],
  SECRET_ENV.ACTIONS_RUNTIME_TOKEN,
  SECRET_ENV.ACTIONS_ID_TOKEN_REQUEST_TOKEN,
];

const trainer = (steps: number) =>
  `python3 ${DEMO_TRAINER} --steps ${steps} --save-every 20 --step-time 0.02`;

/** A train step of 250 steps drilled 2.5 s in: the interrupted run a restart continues. */
async function drilledRun(ctx: Awaited<ReturnType<typeof context>>) {
  const run = await runAction(
    'main.js',
    {
      mode: 'train',
      run: trainer(250),
      store: ctx.store,
      'simulate-interruption': 'after:2500ms,notice:30s',
    },
    ctx,
  );
  expect(run.outputs.outcome).toBe('interrupted');
  return run;
}

describe('the train mode, run from dist/ as the runner runs it', () => {
  it('runs a trainer to completion, uploads its outputs and reports them', async () => {
    const ctx = await context('1001');
    const run = await runAction(
      'main.js',
      { mode: 'train', run: trainer(40), store: ctx.store },
      ctx,
    );
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({
      outcome: 'completed',
      attempt: '1',
      lineage: '1001',
      'run-key': '1001',
      'exit-code': '0',
    });
    const manifest = await manifestOf(ctx.store, '1001/1001/manifest.json');
    expect(manifest.state).toBe('completed');
    expect(manifest.files.map((f) => f.path)).toEqual([
      'ckpt/step-000020.json',
      'ckpt/step-000040.json',
      'model.json',
    ]);
    expect(run.outputs['files-uploaded']).toBe('3');
    expect(run.outputs.manifest).toBe(`${ctx.store}/1001/1001/manifest.json`);
    expect(run.summary).toContain('### spot-train: training completed');
    expect(run.summary).toMatch(/\| Uploaded \| 3 files, /);
    expect(run.summary).toContain('| Restored | nothing: a fresh start |');
    expect(run.state).toMatchObject({ mode: 'train' });
    expect(Number(run.state['trainer-pgid'])).toBeGreaterThan(1);
  });

  it('names, in a warning, an input given that the train mode does not read, never its value', async () => {
    const ctx = await context('1003');
    const run = await runAction(
      'main.js',
      {
        mode: 'train',
        run: trainer(20),
        store: ctx.store,
        'instance-types': 'g5.xlarge',
        'runner-token': SECRET_INPUTS['runner-token'],
      },
      ctx,
    );
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain(
      '::warning::instance-types: mode train does not read this input, so it is ignored (it is read in launch mode)',
    );
    expect(run.stdout).toContain('::warning::runner-token: mode train does not read this input');
    expect(run.stdout).not.toContain(SECRET_INPUTS['runner-token']);
  });

  it('gives the trainer the environment of a run: step, without the tokens handed to the action', async () => {
    const ctx = await context('1002');
    const run = await runAction(
      'main.js',
      {
        ...SECRET_INPUTS,
        mode: 'train',
        run: 'env > "$SPOT_TRAIN_OUTPUTS_DIR/env.txt"',
        store: ctx.store,
      },
      ctx,
      { ...SECRET_ENV, ACTIONS_RESULTS_URL: 'http://127.0.0.1:9/' },
    );
    expect(run.code, run.stdout).toBe(0);
    const seen = await readFile(join(ctx.workspace, 'outputs', 'env.txt'), 'utf8');
    expect(seen).toContain('SPOT_TRAIN_LINEAGE=1002');
    expect(seen).toContain('GITHUB_RUN_ID=1002');
    for (const secret of SECRETS) expect(seen).not.toContain(secret);
    expect(seen).not.toMatch(/^INPUT_/m);
    expect(seen).not.toMatch(/^ACTIONS_(RUNTIME|ID_TOKEN_REQUEST)_/m);
  });

  it('leaves the tokens where the README says a process of the same user can read them: the environment its ancestors started with', async () => {
    const ctx = await context('1003');
    // Up the trainer's ancestors, each one whose /proc/<pid>/environ holds a
    // secret, with the secrets found and its command line.
    const walk = [
      'export LC_ALL=C',
      'pid=$$',
      `if grep -qaF -e ${SECRETS.join(' -e ')} /proc/self/environ; then echo "self: holds a secret"; fi`,
      'while [ "$pid" -gt 1 ]; do',
      "  pid=$(awk '/^PPid:/ { print $2 }' /proc/$pid/status)",
      `  found=$({ tr '\\0' '\\n' < /proc/$pid/environ | grep -oF -e ${SECRETS.join(' -e ')} | sort -u | tr '\\n' ' '; } 2>/dev/null || true)`,
      `  if [ -n "$found" ]; then echo "$found: $(tr '\\0' ' ' < /proc/$pid/cmdline)"; fi`,
      'done > "$SPOT_TRAIN_OUTPUTS_DIR/ancestors.txt"',
    ].join('\n');
    const run = await runAction(
      'main.js',
      { ...SECRET_INPUTS, mode: 'train', run: walk, store: ctx.store },
      ctx,
      SECRET_ENV,
    );
    expect(run.code, run.stdout).toBe(0);
    const found = await readFile(join(ctx.workspace, 'outputs', 'ancestors.txt'), 'utf8');
    expect(found).not.toContain('self:');
    expect(found.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^${[...SECRETS].sort().join(' ')} : .*/dist/main\\.js`)),
    ]);
  });

  it('on a drill: SIGINT to the trainer, its checkpoint made durable, the step failed with the reason', async () => {
    const ctx = await context('2001');
    const run = await runAction(
      'main.js',
      {
        mode: 'train',
        run: trainer(100_000),
        store: ctx.store,
        'simulate-interruption': 'after:1500ms,notice:30s',
      },
      ctx,
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::notice::Spot instance interruption found. Wrapping up here!');
    expect(run.stdout).toMatch(/interrupted: saved step (\d+)/);
    expect(run.stdout).toMatch(
      /::error::spot-train: training was interrupted \(simulated notice: drill after 1.5s\); its progress is saved in file:\/\//,
    );
    expect(run.outputs.outcome).toBe('interrupted');
    const saved = Number(/interrupted: saved step (\d+)/.exec(run.stdout)?.[1]);
    const manifest = await manifestOf(ctx.store, '2001/2001/manifest.json');
    expect(manifest.state).toBe('interrupted');
    expect(manifest.notice?.source).toBe('simulated');
    expect(manifest.files.map((f) => f.path)).toContain(
      `ckpt/step-${String(saved).padStart(6, '0')}.json`,
    );
    expect(run.summary).toContain('### spot-train: training interrupted, progress saved');
    expect(run.summary).toMatch(
      /\| After the notice \| \d+ files? \(.*\) saved; durable .* after the notice, .* before the deadline \|/,
    );
    const notice = JSON.parse(
      await readFile(join(ctx.runnerTemp, 'spot-train/notice.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(notice).toMatchObject({ source: 'simulated', seconds_left: 30 });
  });

  it('a restart run restores the interrupted run and ends with the same model as an uninterrupted one', async () => {
    const first = await context('3001');
    const interrupted = await drilledRun(first);
    const second = { ...first, runId: '3002', event: { inputs: { _restart: '3001' } } };
    // The same drill input: a drill interrupts only the first attempt unless it says attempts:N.
    const resumed = await runAction(
      'main.js',
      {
        mode: 'train',
        run: trainer(250),
        store: first.store,
        'simulate-interruption': 'after:2500ms,notice:30s',
      },
      second,
    );
    expect(resumed.code, resumed.stdout).toBe(0);
    expect(resumed.outputs).toMatchObject({
      outcome: 'completed',
      attempt: '2',
      lineage: '3001',
      'restored-from': '3001',
    });
    const saved = /interrupted: saved step (\d+)/.exec(interrupted.stdout)?.[1];
    expect(resumed.stdout).toContain(`resumed from step ${saved}`);
    // The long phases fold into log groups, none inside another (GitHub cannot nest them).
    expect(resumed.stdout).toMatch(
      /::group::Restoring earlier outputs\n(?:(?!::group::).*\n)*?.*restored \d+ files?.*from run 3001.*\n(?:(?!::group::).*\n)*?::endgroup::/,
    );
    expect(interrupted.stdout).toContain('::group::Uploading the last outputs and sealing the run');
    const markers = resumed.stdout.match(/^::(?:end)?group::/gm) ?? [];
    expect(markers.join(' ')).toMatch(/^(::group:: ::endgroup::)( ::group:: ::endgroup::)*$/);
    expect(resumed.summary).toMatch(/\| Restored \| \d+ files? \(.*\) from run `3001`/);
    expect(await readFile(join(first.workspace, 'outputs/model.json'), 'utf8')).toBe(
      await plainModel(250),
    );
  });

  it('a restore with no room for the set fails the step before the trainer starts, naming the space it needs', async () => {
    const first = await context('3101');
    await drilledRun(first);
    // The run's manifest says it holds a petabyte: no disk here has room for that.
    const bucket = first.store.slice('file://'.length);
    const key = '3101/3101/manifest.json';
    const manifest = await manifestOf(first.store, key);
    await writeFile(
      join(bucket, key),
      JSON.stringify({ ...manifest, files: manifest.files.map((f) => ({ ...f, size: 2 ** 50 })) }),
    );
    const second = { ...first, runId: '3102', event: { inputs: { _restart: '3101' } } };
    const started = join(first.workspace, 'trainer-started');
    const refused = await runAction(
      'main.js',
      { mode: 'train', run: `touch ${started} && ${trainer(250)}`, store: first.store },
      second,
    );
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).toMatch(
      /::error::spot-train: restoring run 3101 \(\d+ files?\) needs \d+\.\d TiB in .*_restart, which has .* free; make room there or give the VM a larger disk/,
    );
    expect(existsSync(started)).toBe(false);
    // The refused attempt left no manifest naming files of its own: the next restore still finds run 3101's.
    expect(existsSync(join(bucket, '3101/3102/manifest.json'))).toBe(false);
  });

  it('refuses a second matrix leg under the same run key before it trains, so neither hides the other', async () => {
    const first = await context('1701');
    const second = await context('1701', { workspace: join(first.runnerTemp, '..', 'leg-b') });
    await mkdir(second.workspace);
    const leg = (ctx: ActionContext, runner: string) =>
      runAction(
        'main.js',
        { mode: 'train', run: trainer(40), store: first.store, restart: 'false' },
        ctx,
        {
          GITHUB_JOB: 'train',
          RUNNER_NAME: runner,
        },
      );
    const [a, b] = await Promise.all([leg(first, 'vm-a'), leg(second, 'vm-b')]);
    const refused = [a, b].filter((run) => run.code !== 0);
    expect(refused, `${a.stdout}\n${b.stdout}`).toHaveLength(1);
    expect(refused[0]?.stdout).toMatch(
      /already trains under run key 1701 .*matrix legs.*its own store prefix/,
    );
    expect(refused[0]?.stdout).not.toMatch(/^\s+at /m);
    const manifest = await manifestOf(first.store, '1701/1701/manifest.json');
    expect(manifest.state).toBe('completed');
    expect(manifest.files.map((f) => f.path)).toContain('model.json');
  });

  it('fails before training on a bad input, naming the input and the expected form', async () => {
    const ctx = await context('4001');
    const run = await runAction(
      'main.js',
      { mode: 'train', run: 'touch started', store: ctx.store, 'settle-time': '30' },
      ctx,
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '::error::spot-train: settle-time: "30" is not a duration; expected a number with a unit',
    );
    await expect(readFile(join(ctx.workspace, 'started'))).rejects.toThrow();
    const missing = await runAction('main.js', { mode: 'train', run: 'true' }, ctx);
    expect(missing.stdout).toContain('::error::spot-train: store: required in train mode');
    const nowhere = await runAction(
      'main.js',
      { mode: 'train', run: 'true', store: ctx.store, 'working-directory': 'nope' },
      ctx,
    );
    expect(nowhere.stdout).toContain(
      `::error::spot-train: working-directory: ${ctx.workspace}/nope is not a directory`,
    );
    const mode = await runAction('main.js', { mode: 'trian' }, ctx);
    expect(mode.stdout).toContain(
      '::error::spot-train: mode: "trian" is not a mode; expected one of launch, train, finalize, janitor',
    );
  });

  it('reports a failing trainer as failed with its exit code, keeping what it saved', async () => {
    const ctx = await context('5001');
    const run = await runAction(
      'main.js',
      {
        mode: 'train',
        // log.txt held still for the settle time before the failure; late.txt was
        // written as it failed, and may be torn as far as anyone can tell.
        run: 'mkdir -p outputs && echo partial > outputs/log.txt\nsleep 0.4\necho late > outputs/late.txt\nexit 3',
        store: ctx.store,
        'settle-time': '100ms',
      },
      ctx,
    );
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ outcome: 'failed', 'exit-code': '3' });
    expect(run.stdout).toContain('::error::spot-train: the training command failed with code 3');
    expect(
      (await manifestOf(ctx.store, '5001/5001/manifest.json')).files.map((f) => f.path),
    ).toEqual(['log.txt']);
    expect(run.stdout).toContain(
      'not uploading late.txt: it was still being written when the trainer failed (exit code 3), so it may be torn',
    );
  });

  it('the post step stops a trainer that outlived its main step, and only that', async () => {
    const ctx = await context('6001');
    const orphan = spawn('bash', ['-c', 'sleep 300'], { detached: true, stdio: 'ignore' });
    const pgid = orphan.pid ?? -1;
    const exited = new Promise((resolve) => orphan.once('exit', resolve));
    const run = await runAction('post.js', {}, ctx, {
      STATE_mode: 'train',
      'STATE_trainer-pgid': String(pgid),
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      `the trainer (process group ${pgid}) outlived the train step; stopping it`,
    );
    await exited;
    const idle = await runAction('post.js', {}, ctx, {
      STATE_mode: 'train',
      'STATE_trainer-pgid': String(pgid),
    });
    expect(idle.stdout).toContain('the trainer has exited; nothing to clean up');
  });
});
