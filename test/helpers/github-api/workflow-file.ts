import { parse } from 'yaml';
import { isObject } from './openapi/json-schema.js';

export interface DispatchInput {
  readonly name: string;
  readonly required: boolean;
  readonly type: string;
  readonly default: string | undefined;
  /** The allowed values of a `type: choice` input. */
  readonly options: readonly string[] | undefined;
}

export interface WorkflowFile {
  /** The workflow's `name:`, or its path when it has none (as GitHub shows it). */
  readonly name: string;
  /** Undefined when `on:` has no workflow_dispatch trigger. */
  readonly dispatchInputs: readonly DispatchInput[] | undefined;
  /** The workflow's `run-name:`, which makes each run's title. */
  readonly runName?: string;
}

/** Reads what the dispatch endpoint checks from a workflow file's YAML. */
export function readWorkflowFile(path: string, yaml: string): WorkflowFile {
  // The yaml package reads YAML 1.2, where `on` stays a string key (YAML 1.1
  // would make it `true`), matching how GitHub reads workflow files.
  const document: unknown = parse(yaml);
  if (!isObject(document)) throw new Error(`${path}: a workflow file must be a mapping`);
  const name = typeof document.name === 'string' ? document.name : path;
  const runName = typeof document['run-name'] === 'string' ? document['run-name'] : undefined;
  return {
    name,
    dispatchInputs: dispatchInputs(document.on),
    ...(runName === undefined ? {} : { runName }),
  };
}

function dispatchInputs(on: unknown): DispatchInput[] | undefined {
  if (on === 'workflow_dispatch') return [];
  if (Array.isArray(on)) return on.includes('workflow_dispatch') ? [] : undefined;
  if (!isObject(on) || !('workflow_dispatch' in on)) return undefined;
  const trigger = on.workflow_dispatch;
  const inputs = isObject(trigger) && isObject(trigger.inputs) ? trigger.inputs : {};
  return Object.entries(inputs).map(([name, raw]) => {
    const spec = isObject(raw) ? raw : {};
    return {
      name,
      required: spec.required === true,
      type: typeof spec.type === 'string' ? spec.type : 'string',
      default: spec.default === undefined ? undefined : scalarText(spec.default),
      options: Array.isArray(spec.options) ? spec.options.map(String) : undefined,
    };
  });
}

/** An input value as the workflow sees it: strings as-is, other scalars in their JSON form. */
export function scalarText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
