import { parse } from 'yaml';
import type { CloudName } from '../../src/clouds/cloud.js';
import { describeError } from '../../src/base/errors.js';
import {
  parseCloudList,
  perCloudAsWritten,
  perCloudValues,
} from '../../src/settings/cloud-list.js';

// What workflow-checks.ts cannot see: the values of the inputs that differ by
// cloud. GitHub's parser and action.yml take them as plain strings; here they
// are read as the action reads them (src/settings/cloud-list.ts), and a
// workflow that spans clouds is checked for what each cloud needs from it.

/** The modes whose `cloud` input takes a list, and their inputs that differ by cloud. */
const PER_CLOUD: Readonly<Record<string, readonly string[]>> = {
  launch: ['instance-types', 'regions', 'zones', 'image', 'cloud-options'],
  finalize: ['regions', 'zones', 'cloud-options'],
  janitor: ['regions'],
};

/** What a launch cannot do without, per cloud (launch/action.yml: GCP needs zones, Azure regions). */
const LAUNCH_NEEDS: Readonly<Record<CloudName, readonly string[]>> = {
  aws: ['instance-types', 'image'],
  gcp: ['instance-types', 'image', 'zones'],
  azure: ['instance-types', 'image', 'regions'],
};

/** The official login action of each cloud, as docs/clouds.md names them. */
const SIGN_IN: Readonly<Record<CloudName, string>> = {
  aws: 'aws-actions/configure-aws-credentials',
  gcp: 'google-github-actions/auth',
  azure: 'azure/login',
};

const signsInTo = (cloud: CloudName, uses: string): boolean =>
  uses.startsWith(`${SIGN_IN[cloud]}@`);

/** The cloud a store URL is in; undefined for artifact://, file:// and expressions. */
function storeCloud(url: string): CloudName | undefined {
  if (url.startsWith('s3://')) return 'aws';
  if (url.startsWith('gs://')) return 'gcp';
  if (/^(az:\/\/|https:\/\/[^/]+\.blob\.core\.windows\.net\/)/.test(url)) return 'azure';
  return undefined;
}

type Node = Readonly<Record<string, unknown>>;
const asNode = (value: unknown): Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : {};
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

interface Step {
  readonly job: string;
  readonly where: string;
  readonly mode: string | undefined;
  readonly with: Readonly<Record<string, string>>;
  /** The `uses:` of the job's steps before this one. */
  readonly before: readonly string[];
}

/** `${{ env.NAME }}` as the workflow's or the job's env sets it; other expressions stay. */
function withEnv(value: string, env: Node): string {
  return value.replace(/\$\{\{\s*env\.([A-Za-z_]\w*)\s*\}\}/g, (whole, name: string) =>
    typeof env[name] === 'string' ? env[name] : whole,
  );
}

/** Every step of this action in the workflow, its inputs with env references filled in. */
function spotTrainSteps(workflow: Node): Step[] {
  const steps: Step[] = [];
  for (const [job, raw] of Object.entries(asNode(workflow.jobs))) {
    const env = { ...asNode(workflow.env), ...asNode(asNode(raw).env) };
    const uses = asList(asNode(raw).steps).map((step) => {
      const ref = asNode(step).uses;
      return typeof ref === 'string' ? ref : '';
    });
    for (const [index, each] of asList(asNode(raw).steps).entries()) {
      const step = asNode(each);
      const ref = uses[index] ?? '';
      if (!/^OWNER\/spot-train(\/[a-z]+)?@/.test(ref)) continue;
      const inputs = Object.fromEntries(
        Object.entries(asNode(step.with)).map(([k, v]) => [k, withEnv(String(v), env)]),
      );
      const mode = /^OWNER\/spot-train\/([a-z]+)@/.exec(ref)?.[1] ?? inputs.mode;
      const name = typeof step.id === 'string' ? step.id : String(index + 1);
      steps.push({
        job,
        where: `job ${job}, step ${name}`,
        mode,
        with: inputs,
        before: uses.slice(0, index),
      });
    }
  }
  return steps;
}

// finalize's `cloud` as the examples give it: the launch's output, or the
// launch's list when a cancelled launch left the output empty, perhaps only
// once a cloud is set up (`|| (vars.X != '' && 'aws, gcp' || 'aws')`): the
// longest list is the launch's.
function outputOrList(value: string): string | undefined {
  const match = /^\$\{\{\s*needs\.[\w-]+\.outputs\.cloud\s*\|\|(.*)\}\}$/.exec(value.trim());
  if (!match) return undefined;
  const lists = [...(match[1] ?? '').matchAll(/'([^']*)'/g)]
    .map((quoted) => quoted[1] ?? '')
    .filter((list) => list !== '');
  return lists.sort((a, b) => b.split(',').length - a.split(',').length)[0];
}

/**
 * The clouds a step's `cloud` input may name; undefined when only a run can
 * tell, and when it is not given (workflow-checks.ts reports a required one
 * missing; finalize's default, auto, names no cloud).
 */
function cloudsOf(step: Step, say: (message: string) => void): CloudName[] | undefined {
  const value = step.with.cloud ?? 'auto';
  const literal = value.includes('${{') ? outputOrList(value) : value;
  if (literal === undefined || literal === 'auto') return undefined;
  try {
    return parseCloudList(literal, 'cloud', `for ${step.mode ?? 'this step'}`);
  } catch (error) {
    say(describeError(error));
    return undefined;
  }
}

/**
 * Each input that differs by cloud, as each cloud reads it; problems said.
 * An input the action would refuse maps to undefined, so that what it lacks
 * is not said again.
 */
function perCloud(
  step: Step,
  clouds: readonly CloudName[],
  say: (message: string) => void,
): Map<string, Map<CloudName, string> | undefined> {
  const values = new Map<string, Map<CloudName, string> | undefined>();
  for (const name of PER_CLOUD[step.mode ?? ''] ?? []) {
    const text = step.with[name];
    // A value that is one expression (a reusable workflow's input) is known only in a run.
    if (text === undefined || /^\$\{\{[^}]*\}\}$/.test(text.trim())) continue;
    try {
      // Finalize and the janitor read lines as written for the launch (perCloudAsWritten).
      const asWritten = step.mode === 'finalize' || step.mode === 'janitor';
      values.set(
        name,
        asWritten ? perCloudAsWritten(text, name, clouds) : perCloudValues(text, name, clouds),
      );
    } catch (error) {
      say(describeError(error));
      values.set(name, undefined);
    }
  }
  return values;
}

function checkLaunch(
  clouds: readonly CloudName[],
  values: Map<string, Map<CloudName, string> | undefined>,
  say: (message: string) => void,
): void {
  for (const cloud of clouds) {
    for (const name of LAUNCH_NEEDS[cloud]) {
      const refused = values.has(name) && values.get(name) === undefined;
      if (!refused && (values.get(name)?.get(cloud) ?? '').trim() === '')
        say(`${name}: nothing for ${cloud}; give it a line "${cloud}: ..."`);
    }
  }
}

function checkSignIns(step: Step, clouds: readonly CloudName[], say: (m: string) => void): void {
  for (const cloud of clouds) {
    if (!step.before.some((uses) => signsInTo(cloud, uses)))
      say(`no step before it signs in to ${cloud} (${SIGN_IN[cloud]})`);
  }
}

/**
 * Problems with the clouds of a workflow's spot-train steps, each naming the
 * file and step: a `cloud` list the action refuses; an input that differs by
 * cloud with a line for a cloud the list leaves out (or, with several clouds,
 * a line that names none); a launch whose clouds lack instance types, an
 * image, GCP's zones or Azure's regions; a launch, finalize or janitor not
 * signed in to each of its clouds. Across clouds: finalize's fallback list
 * other than the launch's, a train step fixed to one cloud, and a train job
 * not signed in to the store's cloud when the VM may land in another.
 */
export function multiCloudProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  const workflow = asNode(parse(text));
  const steps = spotTrainSteps(workflow);
  const launched = new Set<CloudName>();
  const launchLists: string[] = [];
  for (const step of steps.filter((s) => s.mode !== undefined && s.mode in PER_CLOUD)) {
    const say = (message: string) => problems.push(`${file}: ${step.where}: ${message}`);
    const clouds = cloudsOf(step, say);
    if (clouds === undefined) continue;
    const values = perCloud(step, clouds, say);
    // Launch reads the lineage from the store, finalize writes it: its cloud too.
    const store = storeCloud(step.with.store ?? '');
    checkSignIns(step, store === undefined ? clouds : [...new Set([...clouds, store])], say);
    if (step.mode === 'launch') {
      checkLaunch(clouds, values, say);
      for (const cloud of clouds) launched.add(cloud);
      launchLists.push(clouds.join(', '));
    }
  }
  for (const step of steps) {
    const say = (message: string) => problems.push(`${file}: ${step.where}: ${message}`);
    if (step.mode === 'finalize') checkFinalizeFallback(step, launchLists, say);
    if (step.mode === 'train') checkTrain(step, launched, say);
  }
  return problems;
}

function checkFinalizeFallback(
  step: Step,
  launchLists: readonly string[],
  say: (m: string) => void,
) {
  const fallback = outputOrList(step.with.cloud ?? '');
  if (fallback === undefined || launchLists.length !== 1) return;
  let listed: string;
  try {
    listed = parseCloudList(fallback, 'cloud', 'for finalize').join(', ');
  } catch {
    return; // said already, with the other problems of its cloud input
  }
  if (listed !== launchLists[0])
    say(
      `cloud falls back to "${listed}", the launch has "${launchLists[0] ?? ''}": a cancelled launch's VMs would not all be looked for`,
    );
}

function checkTrain(step: Step, launched: ReadonlySet<CloudName>, say: (m: string) => void) {
  const cloud = step.with.cloud ?? 'auto';
  if (launched.size > 1 && (launched as ReadonlySet<string>).has(cloud))
    say(
      `cloud: ${cloud}, but the VM may land on ${[...launched].join(' or ')}: give the launch's cloud output, or auto`,
    );
  const store = storeCloud(step.with.store ?? '');
  const elsewhere = [...launched].some((other) => other !== store);
  if (store !== undefined && elsewhere && !step.before.some((uses) => signsInTo(store, uses)))
    say(
      `the store is on ${store} and the VM may land elsewhere: sign in to ${store} in the train job before this step`,
    );
}
