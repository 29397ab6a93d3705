import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readFinalizeSettings } from '../../src/settings/finalize.js';
import { readLaunchSettings } from '../../src/settings/launch.js';
import { parseRunOptions } from '../../src/settings/local-run.js';
import { readTrainSettings } from '../../src/settings/train.js';
import { ProgressTracker } from '../../src/supervisor/progress.js';
import { inputsFrom } from '../helpers/inputs.js';

const launch = {
  cloud: 'aws',
  'instance-types': 'g5.xlarge',
  regions: 'us-east-1',
  image: 'ami-0123456789abcdef0',
  'runner-token': 'admin-token',
};
const SUBNET =
  '/subscriptions/0000/resourceGroups/ml/providers/Microsoft.Network/virtualNetworks/v/subnets/s';
const azure = { ...launch, cloud: 'azure', regions: 'westeurope', image: 'a:b:c:latest' };
const train = { run: 'python train.py', store: 'file:///tmp/spot-train-store' };

const readLaunch = (inputs: Record<string, string>) =>
  readLaunchSettings(inputsFrom({ ...launch, ...inputs }), {});
const readTrain = (inputs: Record<string, string>) =>
  readTrainSettings(inputsFrom({ ...train, ...inputs }), tmpdir());

describe('cloud-options', () => {
  it('refuses a key the cloud does not read, so a typo cannot launch without a security group', () => {
    expect(() => readLaunch({ 'cloud-options': 'security-groups=sg-0123' })).toThrow(
      'cloud-options: "security-groups" is not an option on aws; expected one of security-group-ids, instance-profile, key-name, root-device',
    );
  });

  it("refuses another cloud's key, in finalize too", () => {
    expect(() =>
      readFinalizeSettings(
        inputsFrom({
          store: 'file:///tmp/s',
          cloud: 'gcp',
          'instance-id': 'vm-1',
          'cloud-options': 'resource-group=ml',
        }),
      ),
    ).toThrow(/^cloud-options: "resource-group" is not an option on gcp; expected one of project,/);
  });

  it('refuses a key given twice rather than keep one silently', () => {
    expect(() => readLaunch({ 'cloud-options': 'key-name=a\nkey-name=b' })).toThrow(
      'cloud-options: "key-name" is given twice',
    );
  });

  it("checks Azure's options before the runner is registered, naming the input", () => {
    expect(() => readLaunchSettings(inputsFrom(azure), {})).toThrow(
      /^cloud-options: Azure needs the resource-group option/,
    );
    expect(() =>
      readLaunchSettings(
        inputsFrom({ ...azure, 'cloud-options': 'resource-group=ml\nsubnet-id=my-subnet' }),
        {},
      ),
    ).toThrow(/^cloud-options: subnet-id "my-subnet" is not a subnet resource id/);
    const good = `resource-group=ml\nsubnet-id=${SUBNET}`;
    expect(
      readLaunchSettings(inputsFrom({ ...azure, 'cloud-options': good }), {}).ladders[0]?.options,
    ).toEqual({ 'resource-group': 'ml', 'subnet-id': SUBNET });
  });

  it("checks GCP's accelerator and no-external-ip before launching", () => {
    const gcp = { ...launch, cloud: 'gcp', zones: 'us-central1-a', regions: '' };
    expect(() =>
      readLaunchSettings(inputsFrom({ ...gcp, 'cloud-options': 'accelerator=t4 x1' }), {}),
    ).toThrow(/^cloud-options: GCP accelerator "t4 x1" is not of the form TYPE\[:COUNT\]/);
    expect(() =>
      readLaunchSettings(inputsFrom({ ...gcp, 'cloud-options': 'no-external-ip=yes' }), {}),
    ).toThrow('cloud-options: no-external-ip is "yes"; expected true or false');
  });
});

describe('launch inputs checked before anything is written', () => {
  it('refuses runner-sha256 with runner-version latest, saying to name the version', () => {
    expect(() => readLaunch({ 'runner-sha256': 'a'.repeat(64) })).toThrow(
      'runner-sha256: pins the checksum of one runner release, so runner-version must name that release (e.g. 2.330.0), not latest',
    );
    expect(
      readLaunch({ 'runner-sha256': 'a'.repeat(64), 'runner-version': '2.330.0' }).runnerSha256,
    ).toBe('a'.repeat(64));
  });

  it('refuses a store URL of no known kind', () => {
    expect(() => readLaunch({ store: 'swift://bucket/runs' })).toThrow(
      'store: "swift://bucket/runs" is not a store URL; expected s3://BUCKET/PREFIX, gs://BUCKET/PREFIX, az://ACCOUNT/CONTAINER/PREFIX, artifact://NAME or file://DIR',
    );
    // An https URL is a store only as an Azure container's own address.
    expect(() => readLaunch({ store: 'https://example.com/runs' })).toThrow('is not a store URL');
    expect(readLaunch({ store: 'gs://bucket/runs' }).store?.location.url).toBe('gs://bucket/runs');
    expect(
      readLaunch({ store: 'https://acct.blob.core.windows.net/ckpt/runs' }).store?.location.url,
    ).toBe('https://acct.blob.core.windows.net/ckpt/runs');
  });
});

describe('store inputs', () => {
  it.each(['minio:9000', 'localhost', 'ftp://host'])(
    'refuses an s3-endpoint that is not an http(s) URL: %s',
    (endpoint) => {
      expect(() => readTrain({ 's3-endpoint': endpoint })).toThrow(
        `s3-endpoint: "${endpoint}" is not a URL; expected http(s)://HOST[:PORT], such as http://localhost:9000`,
      );
    },
  );

  it('takes an http endpoint', () => {
    expect(readTrain({ 's3-endpoint': 'http://127.0.0.1:9000' }).store.options.s3Endpoint).toBe(
      'http://127.0.0.1:9000',
    );
  });
});

describe('step-pattern', () => {
  it.each(['(a+)+$', '(\\d+)*x', '(?:step|st)+\\s(\\d+)', '((\\w)+\\s?)+', '(a{1,3}){2,}'])(
    'refuses %s, which could backtrack for hours on one line',
    (pattern) => {
      expect(() => readTrain({ 'step-pattern': pattern })).toThrow(
        /^step-pattern: ".*" repeats a group that itself repeats or alternates \(.+\), which can make matching one line take hours; repeat a single item or a character class instead/,
      );
    },
  );

  it.each([
    '\\bstep[\\s:=#]*(\\d+)',
    '(?:step|iter)\\s*(\\d+)',
    'epoch \\d+ step (\\d+)',
    '(?<step>\\d+)/\\d+',
    '[(+]*step(\\d+)',
  ])('takes %s', (pattern) => {
    expect(readTrain({ 'step-pattern': pattern }).attempt.stepPattern).toBe(pattern);
  });

  it('names a pattern that is not a regular expression', () => {
    expect(() => readTrain({ 'step-pattern': 'step (\\d+' })).toThrow(
      /^step-pattern: "step \(\\d\+" is not a regular expression \(Invalid regular expression/,
    );
  });

  it('refuses more unbounded repetitions than can be matched fast', () => {
    expect(() => readTrain({ 'step-pattern': 'a*b*c*d*(\\d+)' })).toThrow(
      /^step-pattern: "a\*b\*c\*d\*\(\\d\+\)" has 5 unbounded repetitions \(\*, \+, \{n,\}\); at most 3 keep matching a line fast/,
    );
  });

  it('the slowest pattern accepted still matches a long line in milliseconds, not minutes', () => {
    // Unbounded, this line took 90 s: every start times every split of three quantifiers.
    const pattern = readTrain({ 'step-pattern': '\\d*\\d*(\\d*)x' }).attempt.stepPattern;
    const tracker = new ProgressTracker(pattern);
    const started = performance.now();
    tracker.onLine('1'.repeat(4096));
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('the default pattern still finds the step in a progress bar line', () => {
    const tracker = new ProgressTracker();
    tracker.onLine(`epoch 3: ${'#'.repeat(60)} 45% loss=0.31 lr=3e-4 step=1200`);
    expect(tracker.current().lastStep).toBe(1200);
  });
});

describe("a drill's attempts", () => {
  it('default to the same single attempt in the action and the CLI', () => {
    const action = readTrain({ 'simulate-interruption': 'after:1m' }).drill;
    const cli = parseRunOptions(
      ['--outputs', 'out', '--interrupt-after', '1m', '--', 'true'],
      tmpdir(),
    ).drill;
    expect(action?.attempts).toBe(1);
    expect(cli).toEqual(action);
  });

  it('--interruptions sets them; without a drill it is refused', () => {
    const flags = ['--outputs', 'out', '--interrupt-after', '1m', '--interruptions', '3'];
    expect(parseRunOptions([...flags, '--', 'true'], tmpdir()).drill?.attempts).toBe(3);
    expect(() =>
      parseRunOptions(['--outputs', 'out', '--interruptions', '3', '--', 'true'], tmpdir()),
    ).toThrow('--interruptions applies to a drill; add --interrupt-after DUR or --drill SPEC');
  });
});
