import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cli } from '../../src/cli.js';
import { tempDir } from '../helpers/temp-dir.js';

const home = process.cwd();
afterEach(() => {
  process.chdir(home);
  vi.restoreAllMocks();
});

/** Runs the CLI in a fresh directory and collects what it printed. */
async function runCli(args: string[]) {
  const dir = await tempDir('cli-usage');
  process.chdir(dir);
  let stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr += chunk.toString();
    return true;
  });
  const code = await cli(args);
  return { code, stderr, left: await readdir(dir) };
}

const run = (...flags: string[]) => ['run', ...flags, '--', 'python3', 'train.py'];

describe('the CLI on a usage error', () => {
  it.each([
    [
      'a negative value read as a flag',
      run('--outputs', 'o', '--max-restarts', '-1'),
      "Option '--max-restarts' argument is ambiguous.",
    ],
    [
      'a negative value',
      run('--outputs', 'o', '--max-restarts=-1'),
      '--max-restarts: "-1" is not valid; expected a whole number from 0 to 1000',
    ],
    [
      'a misspelt flag, with the flag it was meant to be',
      run('--outptus', 'o'),
      "unknown option '--outptus'; did you mean --outputs?",
    ],
    [
      'a flag far from any',
      run('--outputs', 'o', '--frobnicate'),
      "unknown option '--frobnicate' (see 'spot-train run --help')",
    ],
    [
      'a command without -- before it',
      ['run', '--outputs', 'o', 'python3', 'train.py'],
      'unexpected argument "python3": put the training command after --, as in: spot-train run --outputs DIR -- python3 ...',
    ],
    [
      'a misspelt store flag',
      ['ls', '--stroe', 'x'],
      "unknown option '--stroe'; did you mean --store?",
    ],
    [
      'a store directory that does not exist',
      ['ls', '--store', 'file:///does/not/exist'],
      '--store: /does/not/exist does not exist',
    ],
    [
      'a store given as a path that does not exist',
      ['prune', '--store', 'no-such-store', '--keep', '1'],
      'no-such-store does not exist',
    ],
    ['a demo argument it does not take', ['demo', '--fast'], 'demo: unknown argument "--fast"'],
    [
      'a misspelt command, with the command it was meant to be',
      ['rn', '--outputs', 'o'],
      `unknown command "rn"; did you mean 'spot-train run'? (see 'spot-train --help')`,
    ],
    [
      'two letters of a command swapped',
      ['restroe', 'out'],
      `unknown command "restroe"; did you mean 'spot-train restore'?`,
    ],
    ['a misspelt --version', ['--verison'], "did you mean 'spot-train --version'?"],
    [
      'a command far from any, with the usage',
      ['deploy'],
      'unknown command "deploy"\n\nspot-train ',
    ],
    [
      'a flag without its value',
      ['run', '--outputs'],
      "Option '--outputs <value>' argument missing",
    ],
    [
      'an endpoint that is not a URL',
      run('--outputs', 'o', '--store', 's3://bucket/x', '--s3-endpoint', 'minio:9000'),
      '--s3-endpoint: "minio:9000" is not a URL; expected http(s)://HOST[:PORT]',
    ],
    [
      'a scan interval of zero',
      run('--outputs', 'o', '--scan-interval', '0s'),
      '--scan-interval: "0s" is out of range; expected a duration from 10ms to 24d',
    ],
    [
      'a drill beyond what a timer holds',
      run('--outputs', 'o', '--interrupt-after', '25d'),
      '--interrupt-after: "25d" is out of range; expected a duration of at most 24d',
    ],
    [
      'outputs in the current directory',
      run('--outputs', '.'),
      'is the same directory as the current directory',
    ],
    [
      'a step pattern that backtracks',
      run('--outputs', 'o', '--step-pattern', '(\\d+)+x'),
      '--step-pattern: "(\\d+)+x" repeats a group that itself repeats or alternates',
    ],
    [
      'a janitor flag misspelt',
      ['janitor', '--clod', 'aws'],
      "unknown option '--clod'; did you mean --cloud?",
    ],
    [
      'a janitor cloud it cannot sweep, named as the flag',
      ['janitor', '--cloud', 'ibm', '--regions', 'us-south', '--repo', 'o/r'],
      '--cloud: "ibm" is not a cloud to sweep; expected one or more of aws, gcp, azure',
    ],
    [
      'a janitor repository that is not OWNER/REPO',
      ['janitor', '--cloud', 'aws', '--regions', 'us-east-1', '--repo', 'spot-train'],
      '--repo: "spot-train" is not a repository; expected OWNER/REPO',
    ],
    [
      'a check flag misspelt',
      ['check', '--patiense', '1m', '--', 'python3', 'train.py'],
      "unknown option '--patiense'; did you mean --patience?",
    ],
    [
      'a check with no command',
      ['check', '--patience', '1m'],
      'no command given; put the training command after --',
    ],
    [
      'check outputs outside the copy',
      ['check', '--outputs', '/tmp/out', '--', 'python3', 'train.py'],
      '--outputs "/tmp/out": give a directory inside the copy each attempt runs in, such as out',
    ],
    [
      'a check --keep outside the directory',
      ['check', '--keep', '../data', '--', 'python3', 'train.py'],
      '--keep "../data": give a path inside',
    ],
    [
      'a check patience below a second',
      ['check', '--patience', '10ms', '--', 'python3', 'train.py'],
      '--patience: "10ms" is out of range',
    ],
  ])('%s: exit 2, the message, no stack, nothing written', async (_, args, message) => {
    const { code, stderr, left } = await runCli(args);
    expect(stderr).toContain(message);
    expect(stderr).toMatch(/^spot-train: /);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(code).toBe(2);
    expect(left).toEqual([]);
  });

  it.each([
    [['run', '-h'], 'usage: spot-train run'],
    [['run', '--help', '--outputs', 'o'], 'exit status: 0 completed, 1 failed, 2 a usage error'],
    [['demo', '--help'], 'usage: spot-train demo'],
    [['demo', '-h'], 'usage: spot-train demo'],
    [['ls', '-h'], 'usage: spot-train ls'],
    [['janitor', '-h'], '--markdown'],
    [['check', '--help', '--', 'python3', 'train.py'], 'usage: spot-train check'],
  ])('%j prints its help and does nothing else', async (args, usage) => {
    const dir = await tempDir('cli-help');
    process.chdir(dir);
    let stdout = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      stdout += chunk.toString();
      return true;
    });
    expect(await cli(args)).toBe(0);
    expect(stdout).toContain(usage);
    expect(await readdir(dir)).toEqual([]);
  });

  it('points a parse error at the help', async () => {
    const { stderr } = await runCli(run('--outptus', 'o'));
    expect(stderr).toContain("(see 'spot-train run --help')");
  });
});
