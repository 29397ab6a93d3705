// The `aws` and `gh` commands docs/aws.md pastes, as a program that keeps
// the account's state in a JSON file ($FAKE_CLI_STATE). Run by Node as
// `fake-setup-cli.ts aws ...` or `... gh ...` (wrappers named aws and gh put
// it on PATH). Each command answers as AWS and GitHub do where it matters to
// a user pasting the page: creating what exists fails, a bucket outside
// us-east-1 needs its location constraint, an instance profile takes one
// role. A command the page might use that this does not know fails, so a
// new command in the page is noticed rather than passed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface SetupState {
  /** Bucket name to its region. */
  buckets: Record<string, string>;
  lifecycles: Record<string, unknown>;
  /** OIDC provider ARN to its client ids. */
  oidcProviders: Record<string, string[]>;
  roles: Record<string, { trust: unknown; policies: Record<string, unknown> }>;
  /** Instance profile name to the roles in it. */
  profiles: Record<string, string[]>;
  ghVariables: Record<string, string>;
  ghSecrets: string[];
}

const EMPTY: SetupState = {
  buckets: {},
  lifecycles: {},
  oidcProviders: {},
  roles: {},
  profiles: {},
  ghVariables: {},
  ghSecrets: [],
};

// No parameter properties: Node runs this file by stripping types alone.
class CliError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** `--name value` options and the words before them. */
function parse(args: readonly string[]): { words: string[]; options: Map<string, string> } {
  const words: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg.startsWith('--')) options.set(arg.slice(2), args[++i] ?? '');
    else words.push(arg);
  }
  return { words, options };
}

function need(options: Map<string, string>, name: string): string {
  const value = options.get(name);
  if (value === undefined) throw new CliError('ValidationError', `--${name} is required`);
  return value;
}

/** A policy document as the CLI reads it: JSON inline or from `file://`. */
function policy(text: string): unknown {
  const json = text.startsWith('file://') ? readFileSync(text.slice(7), 'utf8') : text;
  try {
    return JSON.parse(json);
  } catch {
    throw new CliError('MalformedPolicyDocument', `not JSON: ${json.slice(0, 80)}`);
  }
}

function role(state: SetupState, name: string) {
  const found = state.roles[name];
  if (!found) throw new CliError('NoSuchEntity', `The role with name ${name} cannot be found.`);
  return found;
}

function s3(state: SetupState, verb: string, words: string[], options: Map<string, string>) {
  const region = options.get('region') ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1';
  if (verb === 'mb') {
    const bucket = (words[0] ?? '').replace(/^s3:\/\//, '');
    if (bucket in state.buckets) throw new CliError('BucketAlreadyOwnedByYou', bucket);
    state.buckets[bucket] = region;
    return `make_bucket: ${bucket}`;
  }
  throw new CliError('NotModelled', `aws s3 ${verb}`);
}

function s3api(state: SetupState, verb: string, options: Map<string, string>) {
  const region = options.get('region') ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1';
  const bucket = need(options, 'bucket');
  switch (verb) {
    case 'head-bucket':
      if (!(bucket in state.buckets)) throw new CliError('404', 'Not Found');
      return '';
    case 'create-bucket': {
      const constraint = /LocationConstraint=([\w-]+)/.exec(
        options.get('create-bucket-configuration') ?? '',
      )?.[1];
      if ((constraint ?? 'us-east-1') !== region)
        throw new CliError('IllegalLocationConstraintException', `${constraint} in ${region}`);
      if (bucket in state.buckets) throw new CliError('BucketAlreadyOwnedByYou', bucket);
      state.buckets[bucket] = region;
      return '';
    }
    case 'put-bucket-lifecycle-configuration':
      if (!(bucket in state.buckets)) throw new CliError('NoSuchBucket', bucket);
      state.lifecycles[bucket] = policy(need(options, 'lifecycle-configuration'));
      return '';
  }
  throw new CliError('NotModelled', `aws s3api ${verb}`);
}

function iamProviders(state: SetupState, verb: string, options: Map<string, string>) {
  if (verb === 'get-open-id-connect-provider') {
    const arn = need(options, 'open-id-connect-provider-arn');
    if (!(arn in state.oidcProviders)) throw new CliError('NoSuchEntity', arn);
    return JSON.stringify({ ClientIDList: state.oidcProviders[arn] });
  }
  const host = new URL(need(options, 'url')).host;
  const arn = `arn:aws:iam::${process.env.FAKE_AWS_ACCOUNT ?? ''}:oidc-provider/${host}`;
  if (arn in state.oidcProviders) throw new CliError('EntityAlreadyExists', `${arn} exists`);
  state.oidcProviders[arn] = need(options, 'client-id-list').split(/[ ,]/);
  return JSON.stringify({ OpenIDConnectProviderArn: arn });
}

function iamProfiles(state: SetupState, verb: string, options: Map<string, string>) {
  const name = need(options, 'instance-profile-name');
  const roles = state.profiles[name];
  if (verb === 'create-instance-profile') {
    if (roles)
      throw new CliError('EntityAlreadyExists', `Instance Profile ${name} already exists.`);
    state.profiles[name] = [];
    return '';
  }
  if (!roles) throw new CliError('NoSuchEntity', `Instance Profile ${name} cannot be found.`);
  if (verb === 'get-instance-profile') {
    const query = options.get('query');
    if (query === undefined) return JSON.stringify({ InstanceProfile: { Roles: roles } });
    if (query !== 'InstanceProfile.Roles[].RoleName' || options.get('output') !== 'text')
      throw new CliError('NotModelled', `--query ${query}`);
    return roles.join('\t');
  }
  role(state, need(options, 'role-name'));
  if (roles.length > 0)
    throw new CliError(
      'LimitExceeded',
      'Cannot exceed quota for InstanceSessionsPerInstanceProfile: 1',
    );
  roles.push(need(options, 'role-name'));
  return '';
}

function iam(state: SetupState, verb: string, options: Map<string, string>): string {
  if (verb.endsWith('open-id-connect-provider')) return iamProviders(state, verb, options);
  if (verb.endsWith('instance-profile')) return iamProfiles(state, verb, options);
  const name = need(options, 'role-name');
  switch (verb) {
    case 'get-role':
      return JSON.stringify({ Role: { RoleName: name, ...role(state, name) } });
    case 'create-role':
      if (name in state.roles)
        throw new CliError('EntityAlreadyExists', `Role with name ${name} already exists.`);
      state.roles[name] = {
        trust: policy(need(options, 'assume-role-policy-document')),
        policies: {},
      };
      return '';
    case 'update-assume-role-policy':
      role(state, name).trust = policy(need(options, 'policy-document'));
      return '';
    case 'put-role-policy':
      role(state, name).policies[need(options, 'policy-name')] = policy(
        need(options, 'policy-document'),
      );
      return '';
  }
  throw new CliError('NotModelled', `aws iam ${verb}`);
}

function gh(state: SetupState, words: string[], options: Map<string, string>): string {
  const [kind, verb, name = ''] = words;
  need(options, 'repo');
  if (kind === 'secret' && verb === 'set') state.ghSecrets.push(name);
  else if (kind === 'variable' && verb === 'set') state.ghVariables[name] = need(options, 'body');
  else throw new CliError('NotModelled', `gh ${words.join(' ')}`);
  return '';
}

function run(state: SetupState, args: readonly string[]): string {
  const [program, ...rest] = args;
  const { words, options } = parse(rest);
  if (program === 'gh') return gh(state, words, options);
  const [service, verb = ''] = words;
  if (service === 's3') return s3(state, verb, words.slice(2), options);
  if (service === 's3api') return s3api(state, verb, options);
  if (service === 'iam') return iam(state, verb, options);
  throw new CliError('NotModelled', `aws ${service ?? ''} ${verb}`);
}

const statePath = process.env.FAKE_CLI_STATE ?? '';
if (statePath) {
  const state = existsSync(statePath)
    ? (JSON.parse(readFileSync(statePath, 'utf8')) as SetupState)
    : structuredClone(EMPTY);
  try {
    const out = run(state, process.argv.slice(2));
    writeFileSync(statePath, JSON.stringify(state));
    if (out) console.log(out);
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    console.error(`An error occurred (${error.code}): ${error.message}`);
    process.exit(error.code === 'NotModelled' ? 2 : 254);
  }
}
