import {
  convertWorkflowTemplate,
  NoOperationTraceWriter,
  parseWorkflow,
} from '@actions/workflow-parser';
import { parseAction } from '@actions/workflow-parser/actions/index';
import type { FileProvider } from '@actions/workflow-parser/workflows/file-provider';
import { parse } from 'yaml';

/** How workflows refer to this action and to its reusable workflow (OWNER as the README explains). */
export const ACTION_REF = 'OWNER/spot-train@v1';
/** The modes that have an action of their own, `OWNER/spot-train/<mode>@v1`. */
export const MODE_ACTIONS = ['warm', 'launch', 'train', 'finalize', 'janitor'] as const;
export const modeRef = (mode: string): string => `OWNER/spot-train/${mode}@v1`;
export const REUSABLE_REF = 'OWNER/spot-train/.github/workflows/spot-train.yml@v1';
const REUSABLE_PATH = '.github/workflows/spot-train.yml';

/** What a workflow may use of action.yml. */
export interface ActionInterface {
  readonly inputs: ReadonlyMap<string, { readonly required: boolean }>;
  readonly outputs: ReadonlySet<string>;
}

/** Each way to refer to the action (the root and every per-mode one), with its interface. */
export type ActionInterfaces = ReadonlyMap<string, ActionInterface>;

/** The root action.yml and each per-mode one, read from the repository. */
export async function readActionInterfaces(read: ReadRepoFile): Promise<ActionInterfaces> {
  const found = new Map<string, ActionInterface>();
  for (const [ref, path] of [
    [ACTION_REF, 'action.yml'],
    ...MODE_ACTIONS.map((mode) => [modeRef(mode), `${mode}/action.yml`]),
  ] as const) {
    const text = await read(path);
    if (text !== undefined) found.set(ref, readActionInterface(text));
  }
  return found;
}

/** The mode a step of this action runs: its per-mode action's, or its `mode:` input. */
function modeOf(step: Node): unknown {
  const uses = typeof step.uses === 'string' ? step.uses : '';
  return /^OWNER\/spot-train\/([a-z]+)@/.exec(uses)?.[1] ?? asNode(step.with).mode;
}

const isOurs = (uses: string): boolean =>
  uses === ACTION_REF || /^OWNER\/spot-train\/[a-z]+@v1$/.test(uses);

/** A repository file's text by its path from the root; undefined when there is none. */
export type ReadRepoFile = (path: string) => Promise<string | undefined>;

type Node = Readonly<Record<string, unknown>>;

function asNode(value: unknown): Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Node)
    : {};
}

function entries(value: unknown): [string, unknown][] {
  return Object.entries(asNode(value));
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

/** Every string under a node: expressions live in values, in `if:` and `${{ }}` alike. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

/** `<root>.<name>.outputs.<output>` references under a node, as [name, output]. */
function outputReferences(value: unknown, root: string): [string, string][] {
  const pattern = new RegExp(
    String.raw`\b${root}\.([A-Za-z_][\w-]*)\.outputs\.([A-Za-z_][\w-]*)`,
    'g',
  );
  return stringsIn(value).flatMap((text) =>
    [...text.matchAll(pattern)].map((match): [string, string] => [match[1] ?? '', match[2] ?? '']),
  );
}

export function readActionInterface(text: string): ActionInterface {
  const action = asNode(parse(text));
  return {
    inputs: new Map(
      entries(action.inputs).map(([name, spec]) => [
        name,
        { required: asNode(spec).required === true },
      ]),
    ),
    outputs: new Set(Object.keys(asNode(action.outputs))),
  };
}

// GitHub's metadata syntax. The action schema of @actions/workflow-parser
// leaves the keys of an input and of an output open, allows `value` on the
// outputs of any action (GitHub reads it only in composite actions), and
// takes any string as an id.
const INPUT_KEYS = ['description', 'required', 'default', 'deprecationMessage'];
const ID = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/**
 * Problems with an action.yml, each naming the file: what GitHub's own
 * action schema rejects (unknown top-level and `runs` keys, branding icons
 * and colors, `using`, value types, ids repeated in another case), then
 * what that schema lets through.
 */
export function actionProblems(file: string, text: string): string[] {
  const parsed = parseAction({ name: file, content: text }, new NoOperationTraceWriter());
  const problems = parsed.context.errors.getErrors().map((error) => error.message);
  if (parsed.value === undefined) return problems;
  const action = asNode(parse(text));
  const outputKeys =
    asNode(action.runs).using === 'composite' ? ['description', 'value'] : ['description'];
  for (const [kind, keys, section] of [
    ['input', INPUT_KEYS, action.inputs],
    ['output', outputKeys, action.outputs],
  ] as const) {
    for (const [id, spec] of entries(section)) {
      if (!ID.test(id)) {
        problems.push(
          `${file}: ${kind} "${id}" is not an id: a letter or _, then letters, digits, - or _`,
        );
      }
      for (const key of Object.keys(asNode(spec))) {
        if (!keys.includes(key)) {
          problems.push(`${file}: ${kind} "${id}" has key "${key}"; expected ${keys.join(', ')}`);
        }
      }
    }
  }
  return problems;
}

type Access = 0 | 1 | 2;
const ACCESS: Readonly<Record<string, Access>> = { none: 0, read: 1, write: 2 };

/** A `permissions:` value as scope -> access; undefined when not set (the repository's default). */
function permissionsOf(value: unknown): ((scope: string) => Access) | undefined {
  if (value === undefined) return undefined;
  if (value === 'read-all' || value === 'write-all') {
    const all = value === 'read-all' ? 1 : 2;
    return () => all;
  }
  const scopes = asNode(value);
  return (scope) => ACCESS[String(scopes[scope])] ?? 0;
}

/** What a step needs of the job's token. */
function stepNeeds(step: Node): [string, Access][] {
  const uses = typeof step.uses === 'string' ? step.uses : '';
  const mode = modeOf(step);
  if (isOurs(uses) && (mode === 'train' || mode === 'finalize')) return [['actions', 2]];
  if (isOurs(uses) && mode === 'janitor') return [['actions', 1]];
  if (
    /^(aws-actions\/configure-aws-credentials|google-github-actions\/auth|azure\/login)@/.test(uses)
  ) {
    return [['id-token', 2]];
  }
  if (uses.startsWith('actions/checkout@')) return [['contents', 1]];
  return [];
}

function jobNeeds(job: Node, called: Node | undefined): [string, Access][] {
  const needs: [string, Access][] =
    called === undefined
      ? listOf(job.steps).flatMap((step) => stepNeeds(asNode(step)))
      : // A reusable workflow's jobs get at most what the calling job has.
        entries(called.jobs).flatMap(([, calledJob]) =>
          entries(asNode(calledJob).permissions).map(([scope, level]): [string, Access] => [
            scope,
            ACCESS[String(level)] ?? 0,
          ]),
        );
  const most = new Map<string, Access>();
  for (const [scope, access] of needs)
    most.set(scope, Math.max(most.get(scope) ?? 0, access) as Access);
  return [...most];
}

async function readReusable(uses: string, readRepoFile: ReadRepoFile): Promise<Node | undefined> {
  const path = uses === REUSABLE_REF ? REUSABLE_PATH : uses.startsWith('./') ? uses.slice(2) : '';
  const text = path === '' ? undefined : await readRepoFile(path);
  return text === undefined ? undefined : asNode(parse(text));
}

/**
 * Problems with one workflow, each naming the file. First GitHub's parser:
 * syntax, schema, expressions, jobs' needs, and the inputs and secrets of a
 * call to the reusable workflow. Then what it does not check: this action's
 * steps against action.yml (inputs given, required inputs, outputs read),
 * `needs.<job>.outputs.<name>` against the job's needs and declared outputs,
 * the `_restart` input a restart dispatches, and that each job declares the
 * permissions its steps need.
 */
export async function workflowProblems(
  file: string,
  text: string,
  actions: ActionInterfaces,
  readRepoFile: ReadRepoFile,
): Promise<string[]> {
  const provider: FileProvider = {
    async getFileContent(ref) {
      const path =
        'repository' in ref
          ? `${ref.owner}/${ref.repository}/${ref.path}@${ref.version}` === REUSABLE_REF
            ? REUSABLE_PATH
            : undefined
          : ref.path;
      const content = path === undefined ? undefined : await readRepoFile(path);
      if (path === undefined || content === undefined) throw new Error('no such workflow');
      return { name: path, content };
    },
  };
  const parsed = parseWorkflow({ name: file, content: text }, new NoOperationTraceWriter());
  if (parsed.value !== undefined) {
    await convertWorkflowTemplate(parsed.context, parsed.value, provider, {
      fetchReusableWorkflowDepth: 1,
    });
  }
  const problems = parsed.context.errors.getErrors().map((error) => error.message);
  if (problems.length > 0) return problems;

  const say = (where: string, message: string) => problems.push(`${file}: ${where}: ${message}`);
  const workflow = asNode(parse(text));
  const jobs = entries(workflow.jobs).map(([id, job]) => [id, asNode(job)] as const);
  const called = new Map<string, Node | undefined>();
  const declared = new Map<string, ReadonlySet<string>>();
  for (const [id, job] of jobs) {
    const calledWorkflow =
      typeof job.uses === 'string' ? await readReusable(job.uses, readRepoFile) : undefined;
    called.set(id, calledWorkflow);
    const outputs = calledWorkflow
      ? asNode(asNode(calledWorkflow.on).workflow_call).outputs
      : job.outputs;
    declared.set(id, new Set(Object.keys(asNode(outputs))));
  }

  const on = asNode(workflow.on);
  for (const [name, output] of entries(asNode(on.workflow_call).outputs)) {
    for (const [job, value] of outputReferences(asNode(output).value, 'jobs')) {
      if (!declared.get(job)?.has(value)) {
        say(`output ${name}`, `jobs.${job}.outputs.${value}: job ${job} declares no such output`);
      }
    }
  }

  let restarts = false;
  for (const [id, job] of jobs) {
    const needs = new Set(listOf(job.needs).map(String));
    for (const [needed, output] of outputReferences(job, 'needs')) {
      if (!needs.has(needed)) {
        say(`job ${id}`, `reads needs.${needed}.outputs.${output} but does not need ${needed}`);
      } else if (!declared.get(needed)?.has(output)) {
        say(
          `job ${id}`,
          `needs.${needed}.outputs.${output}: job ${needed} declares no such output`,
        );
      }
    }

    if (typeof job.uses === 'string' && job.uses.includes('spot-train')) {
      if (job.uses !== REUSABLE_REF) {
        say(`job ${id}`, `uses ${job.uses}; refer to the reusable workflow as ${REUSABLE_REF}`);
      }
      restarts = true;
    }
    const ours = new Set<string>();
    const outputsOf = new Map<string, { action: ActionInterface; file: string }>();
    for (const [index, raw] of listOf(job.steps).entries()) {
      const step = asNode(raw);
      if (typeof step.uses !== 'string' || !step.uses.includes('spot-train')) continue;
      const where = `job ${id}, step ${typeof step.id === 'string' ? step.id : String(index + 1)}`;
      const action = actions.get(step.uses);
      if (!action) {
        say(
          where,
          `uses ${step.uses}; refer to the action as ${modeRef('MODE')} (MODE one of ${MODE_ACTIONS.join(', ')}) or ${ACTION_REF}`,
        );
        continue;
      }
      const file = step.uses === ACTION_REF ? 'action.yml' : `${String(modeOf(step))}/action.yml`;
      if (typeof step.id === 'string') ours.add(step.id);
      const given = Object.keys(asNode(step.with));
      for (const name of given) {
        if (!action.inputs.has(name)) say(where, `input "${name}" is not declared in ${file}`);
      }
      for (const [name, spec] of action.inputs) {
        if (spec.required && !given.includes(name))
          say(where, `required input "${name}" is missing`);
      }
      const mode = modeOf(step);
      restarts ||= mode === 'train' || mode === 'finalize';
      if (typeof step.id === 'string') outputsOf.set(step.id, { action, file });
    }
    for (const [stepId, output] of outputReferences(job, 'steps')) {
      const step = outputsOf.get(stepId);
      if (ours.has(stepId) && step && !step.action.outputs.has(output)) {
        say(`job ${id}`, `steps.${stepId}.outputs.${output} is not an output of ${step.file}`);
      }
    }

    const needed = jobNeeds(job, called.get(id));
    const granted = permissionsOf(job.permissions ?? workflow.permissions);
    if (needed.length > 0 && granted === undefined) {
      say(
        `job ${id}`,
        `declares no permissions; it needs ${needed.map(([scope]) => scope).join(', ')}`,
      );
    }
    for (const [scope, access] of needed) {
      if (granted !== undefined && granted(scope) < access) {
        say(`job ${id}`, `needs permission ${scope}: ${access === 2 ? 'write' : 'read'}`);
      }
    }
  }

  // A reusable workflow runs with its caller's event and dispatch: the caller declares _restart.
  const dispatchInputs = asNode(asNode(on.workflow_dispatch).inputs);
  if (restarts && on.workflow_call === undefined && !('_restart' in dispatchInputs)) {
    say(
      'on',
      'a restart dispatches this workflow: declare workflow_dispatch with a _restart input',
    );
  }
  return problems;
}
