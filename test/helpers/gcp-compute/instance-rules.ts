import type { Json } from './compute-state.js';
import { HttpError } from './http-error.js';

// Rules Compute Engine applies to an instance body before it starts an
// operation, as Google documents them: the label requirements (Resource
// Manager's "Requirements for labels", at most 64, keys and values of
// lowercase letters, digits, '_' and '-', keys starting with a letter, 63
// characters each), metadata keys ([a-zA-Z0-9_-], at most 128), the
// Scheduling enums of the discovery document, and what a Spot VM may not
// have (automatic restart). Field names and JSON types are the front end's
// check (schema.ts), made before these. The stand-in refuses what Compute refuses, with
// Compute's error body, so a client that sends it learns so here.

const LABEL_KEY = /^[\p{Ll}\p{Lo}][\p{Ll}\p{Lo}\p{N}_-]{0,62}$/u;
const LABEL_VALUE = /^[\p{Ll}\p{Lo}\p{N}_-]{0,63}$/u;
const METADATA_KEY = /^[a-zA-Z0-9_-]{1,128}$/;
const PROVISIONING_MODELS = ['SPOT', 'STANDARD'];
const TERMINATION_ACTIONS = ['DELETE', 'STOP', 'INSTANCE_TERMINATION_ACTION_UNSPECIFIED'];
const ON_HOST_MAINTENANCE = ['MIGRATE', 'TERMINATE'];

/** A JSON value as it reads in an error message. */
function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

const object = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/** Refuses an instance body (or a bulkInsert's instanceProperties) that breaks a documented rule. */
export function checkInstanceBody(body: Json, field: string): void {
  checkLabels(object(body.labels), `${field}.labels`);
  checkMetadata(object(body.metadata), `${field}.metadata`);
  checkScheduling(object(body.scheduling), `${field}.scheduling`);
}

function checkLabels(labels: Json, field: string): void {
  const entries = Object.entries(labels);
  if (entries.length > 64)
    throw HttpError.invalid(`Invalid value for field '${field}': too many labels (at most 64).`);
  for (const [key, value] of entries) {
    if (!LABEL_KEY.test(key))
      throw HttpError.invalid(
        `Invalid value for field '${field}': '${key}'. Label keys must start with a lowercase letter and can only contain lowercase letters, numeric characters, underscores and dashes, at most 63 characters.`,
      );
    if (typeof value !== 'string' || !LABEL_VALUE.test(value))
      throw HttpError.invalid(
        `Invalid value for field '${field}.${key}': '${shown(value)}'. Label values can only contain lowercase letters, numeric characters, underscores and dashes, at most 63 characters.`,
      );
  }
}

function checkMetadata(metadata: Json, field: string): void {
  const items = Array.isArray(metadata.items) ? (metadata.items as unknown[]) : [];
  items.forEach((item, index) => {
    const key = object(item).key;
    if (typeof key !== 'string' || !METADATA_KEY.test(key))
      throw HttpError.invalid(
        `Invalid value for field '${field}.items[${index}].key': '${shown(key)}'. Must be a match of regex '[a-zA-Z0-9-_]{1,128}'`,
      );
  });
}

function checkScheduling(scheduling: Json, field: string): void {
  const oneOf = (name: string, allowed: readonly string[]) => {
    const value = scheduling[name];
    if (value !== undefined && !allowed.includes(shown(value)))
      throw HttpError.invalid(
        `Invalid value for field '${field}.${name}': '${shown(value)}'. Value must be one of [${allowed.join(', ')}].`,
      );
  };
  oneOf('provisioningModel', PROVISIONING_MODELS);
  oneOf('instanceTerminationAction', TERMINATION_ACTIONS);
  oneOf('onHostMaintenance', ON_HOST_MAINTENANCE);
  if (scheduling.provisioningModel === 'SPOT' && scheduling.automaticRestart === true)
    throw HttpError.invalid(
      `Invalid value for field '${field}.automaticRestart': 'true'. Automatic restart must be false for Spot VMs.`,
    );
}
