import { deref, type Description } from './description.js';
import { isObject } from './json-schema.js';

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required: boolean;
  readonly schema: unknown;
}

export interface ResponseSpec {
  /** Media type → schema; empty for a response without a body (204). */
  readonly content: ReadonlyMap<string, unknown>;
}

export interface Operation {
  readonly operationId: string;
  readonly method: string;
  /** The path template as the description spells it ("/repos/{owner}/{repo}/..."). */
  readonly template: string;
  readonly parameters: readonly Parameter[];
  /** The application/json request body schema, if the operation takes one. */
  readonly body: { readonly required: boolean; readonly schema: unknown } | undefined;
  readonly responses: ReadonlyMap<string, ResponseSpec>;
  /** The docs page GitHub puts in error bodies as documentation_url. */
  readonly documentationUrl: string;
}

export interface MatchedOperation {
  readonly operation: Operation;
  /** Decoded path parameters, still strings. */
  readonly params: Readonly<Record<string, string>>;
}

interface Template {
  readonly path: string;
  readonly segments: readonly string[];
  readonly literals: number;
  /** A trailing parameter marked x-multi-segment may swallow "/". */
  readonly greedyTail: boolean;
}

const methods = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'];

/**
 * Finds the operation a request means. Only the list of path templates is built
 * up front; an operation's parameters and schemas are resolved the first time a
 * request reaches it, since a test touches a dozen of GitHub's ~1,100.
 */
export class OperationIndex {
  private readonly templates: Template[];
  private readonly resolved = new Map<string, Operation>();

  constructor(private readonly document: Description) {
    this.templates = Object.keys(document.paths)
      .map((path) => {
        const segments = path.split('/').slice(1);
        return {
          path,
          segments,
          literals: segments.filter((segment) => !segment.startsWith('{')).length,
          greedyTail: hasGreedyTail(document.paths[path] ?? {}, segments.at(-1) ?? ''),
        };
      })
      // Literal segments win over parameters: ".../runners/generate-jitconfig"
      // must not be read as ".../runners/{runner_id}".
      .sort((a, b) => b.literals - a.literals);
  }

  match(method: string, pathname: string): MatchedOperation | undefined {
    const lower = method.toLowerCase();
    const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
    for (const template of this.templates) {
      if (!isObject(this.document.paths[template.path]?.[lower])) continue;
      const params = matchSegments(template, segments);
      if (params) return { operation: this.operation(template.path, lower), params };
    }
    return undefined;
  }

  private operation(path: string, method: string): Operation {
    const key = `${method} ${path}`;
    let operation = this.resolved.get(key);
    if (!operation) {
      operation = this.resolve(path, method);
      this.resolved.set(key, operation);
    }
    return operation;
  }

  private resolve(path: string, method: string): Operation {
    const item = this.document.paths[path] ?? {};
    const raw = item[method] as Record<string, unknown>;
    const parameters = [
      ...((item.parameters as unknown[] | undefined) ?? []),
      ...((raw.parameters as unknown[] | undefined) ?? []),
    ].map((p) => this.deref(p) as Omit<Parameter, 'required'> & { required?: boolean });
    const requestBody = this.deref(raw.requestBody) as
      { required?: boolean; content?: Record<string, { schema?: unknown }> } | undefined;
    const jsonBody = requestBody?.content?.['application/json'];
    const bodyRequired = requestBody?.required === true;
    const responses = new Map<string, ResponseSpec>();
    for (const [status, value] of Object.entries((raw.responses as object | undefined) ?? {})) {
      const response = this.deref(value) as { content?: Record<string, { schema?: unknown }> };
      const content = new Map(
        Object.entries(response.content ?? {}).map(([type, media]) => [type, media.schema]),
      );
      responses.set(status, { content });
    }
    const docs = raw.externalDocs as { url?: string } | undefined;
    return {
      operationId: String(raw.operationId),
      method: method.toUpperCase(),
      template: path,
      parameters: parameters.map((p) => ({ ...p, required: p.required ?? false })),
      body: jsonBody ? { required: bodyRequired, schema: jsonBody.schema } : undefined,
      responses,
      documentationUrl: docs?.url ?? 'https://docs.github.com/rest',
    };
  }

  private deref(value: unknown): unknown {
    return deref(this.document, value);
  }
}

function matchSegments(
  template: Template,
  segments: readonly string[],
): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  const last = template.segments.length - 1;
  if (segments.length < template.segments.length) return undefined;
  if (segments.length > template.segments.length && !template.greedyTail) return undefined;
  for (const [index, part] of template.segments.entries()) {
    const name = /^\{(.+)\}$/.exec(part)?.[1];
    const tail = index === last && template.greedyTail;
    const actual = tail ? segments.slice(index).join('/') : (segments[index] ?? '');
    if (name === undefined) {
      if (actual !== part) return undefined;
      continue;
    }
    if (actual === '') return undefined;
    try {
      params[name] = decodeURIComponent(actual);
    } catch {
      return undefined;
    }
  }
  return params;
}

function hasGreedyTail(item: Record<string, unknown>, lastSegment: string): boolean {
  const name = /^\{(.+)\}$/.exec(lastSegment)?.[1];
  if (name === undefined) return false;
  return methods.some((method) => {
    const operation = item[method];
    if (!isObject(operation) || !Array.isArray(operation.parameters)) return false;
    return operation.parameters.some(
      (p: unknown) => isObject(p) && p.name === name && p['x-multi-segment'] === true,
    );
  });
}
