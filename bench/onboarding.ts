// How far a newcomer is from a first resumed run: the README's length (and
// where the local run comes in it), the cloud pages' length, and the time
// from a packed tarball to a finished, interrupted and resumed run of the
// shipped demo trainer, as the README's "Try it on your own trainer" says.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { ROOT, WORK } from './paths.js';

/** Reading speed of technical prose, words a minute. */
const WORDS_PER_MINUTE = 200;

const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const minutes = (count: number): string => `${(count / WORDS_PER_MINUTE).toFixed(1)} min`;

function timed(task: () => void): number {
  const started = performance.now();
  task();
  return (performance.now() - started) / 1000;
}

export function onboardingSection(): Promise<string> {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const toLocalRun = readme.slice(0, readme.indexOf('## Make the trainer resumable'));
  const pages = ['aws', 'gcp', 'azure'].map((cloud) => {
    const text = readFileSync(join(ROOT, 'docs', `${cloud}.md`), 'utf8');
    const prose = text.slice(0, text.indexOf('<!-- include'));
    return `| docs/${cloud}.md to its workflow | ${words(prose)} | ${minutes(words(prose))} |`;
  });

  const dir = join(WORK, 'onboarding');
  mkdirSync(dir, { recursive: true });
  const PATH = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`;
  const env = { ...process.env, PATH };
  let tarball = '';
  const pack = timed(() => {
    const out = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], {
      cwd: ROOT,
      env,
    });
    tarball = (JSON.parse(out.toString()) as { filename: string }[])[0]?.filename ?? '';
  });
  const prefix = join(dir, 'global');
  const install = timed(() =>
    execFileSync(
      'npm',
      [
        'install',
        '-g',
        '--prefix',
        prefix,
        '--offline',
        '--no-audit',
        '--no-fund',
        join(dir, tarball),
      ],
      {
        cwd: dir,
        env,
        stdio: 'ignore',
      },
    ),
  );
  let report = '';
  const trainer = join(ROOT, 'examples/demo/train.py');
  const run = timed(() => {
    const done = spawnSync(
      join(prefix, 'bin/spot-train'),
      [
        'run',
        '--outputs',
        'outputs',
        '--interrupt-after',
        '30s',
        '--',
        'python3',
        trainer,
        '--step-time',
        '0.2',
      ],
      { cwd: dir, env, encoding: 'utf8' },
    );
    if (done.status !== 0) throw new Error(`the first run failed: ${done.stderr}`);
    report = done.stdout.slice(done.stdout.indexOf('attempt  outcome')).trim();
  });
  const size = readFileSync(join(dir, tarball)).length;
  return Promise.resolve(`## Getting started: from the README to a first resumed run

What a newcomer reads and waits for. Reading times at ${WORDS_PER_MINUTE} words a minute.
The run is the README's: the installed \`spot-train run --outputs outputs
--interrupt-after 30s\` of the shipped demo trainer (0.2 s a step), which is
interrupted once, saves, and resumes from the step it saved. The install is
from the packed tarball without the registry; one from npm adds the
download of the tarball.

| what | words | reading |
| --- | --- | --- |
| README.md (${(readme.length / 1024).toFixed(1)} KiB), to the local run | ${words(toLocalRun)} | ${minutes(words(toLocalRun))} |
| README.md, whole | ${words(readme)} | ${minutes(words(readme))} |
${pages.join('\n')}

| step | time |
| --- | --- |
| npm pack (${(size / 1024 / 1024).toFixed(1)} MiB tarball) | ${pack.toFixed(1)} s |
| npm install -g of the tarball | ${install.toFixed(1)} s |
| first run: interrupted at 30 s, resumed, completed | ${run.toFixed(1)} s |

\`\`\`text
${report}
\`\`\`
`);
}
