import { CLOUD_NAMES, type CloudName } from '../clouds/cloud.js';
import { UserError } from '../base/errors.js';
import { listOf } from './values.js';

/**
 * The `cloud` input of launch, finalize and the janitor: one cloud, or
 * several (`aws, gcp`) in the order the user prefers them. `what` ends the
 * error, e.g. "to launch on".
 */
export function parseCloudList(text: string, inputName: string, what: string): CloudName[] {
  const names = listOf(text);
  if (names.length === 0)
    throw new UserError(
      `${inputName}: required; ${what}: one or more of ${CLOUD_NAMES.join(', ')}`,
    );
  const clouds: CloudName[] = [];
  for (const name of names) {
    if (!(CLOUD_NAMES as readonly string[]).includes(name))
      throw new UserError(
        `${inputName}: "${name}" is not a cloud ${what}; expected one or more of ${CLOUD_NAMES.join(', ')}`,
      );
    if ((clouds as string[]).includes(name))
      throw new UserError(`${inputName}: "${name}" is named twice`);
    clouds.push(name as CloudName);
  }
  return clouds;
}

// A line that names its cloud: `gcp: us-central1-a`. An Azure image URN
// (`Canonical:ubuntu:22_04:latest`) has colons too, but never starts with
// a cloud's name, so it is not mistaken for one.
const NAMED_LINE = /^\s*(aws|gcp|azure)\s*:(.*)$/;

/**
 * An input that differs by cloud (instance types, regions, zones, image,
 * cloud-options), as each cloud reads it. With one cloud the value is as
 * it always was; a line may also start with that cloud's name. With more
 * than one, every non-blank line names its cloud (`aws: g5.xlarge`,
 * `gcp: g2-standard-8`), since a type, zone or image of one cloud means
 * nothing on another; a cloud's lines are joined with new lines, which
 * both list inputs and `key=value` inputs read as separate items. A cloud
 * no line names gets ''.
 */
export function perCloudValues(
  text: string,
  inputName: string,
  clouds: readonly CloudName[],
  others: 'refused' | 'passed over' = 'refused',
): Map<CloudName, string> {
  // Blank lines and `# comments` (cloud-options allows them) belong to no cloud.
  const lines = text.split('\n').filter((line) => !/^\s*(#|$)/.test(line));
  const named = lines.map((line) => NAMED_LINE.exec(line));
  const only = clouds.length === 1 ? clouds[0] : undefined;
  if (only !== undefined && named.every((match) => match === null)) return new Map([[only, text]]);
  const values = new Map<CloudName, string[]>(clouds.map((cloud) => [cloud, []]));
  for (const [index, match] of named.entries()) {
    const line = (lines[index] ?? '').trim();
    if (match === null)
      throw new UserError(
        `${inputName}: "${line}" names no cloud; with cloud: ${clouds.join(', ')} every line starts with the cloud it is for, e.g. "${clouds[0] ?? 'aws'}: ..."`,
      );
    const cloud = match[1] as CloudName;
    const own = values.get(cloud);
    if (own === undefined && others === 'passed over') continue;
    if (own === undefined)
      throw new UserError(
        `${inputName}: "${line}" is for ${cloud}, which the cloud input (${clouds.join(', ')}) does not name`,
      );
    own.push((match[2] ?? '').trim());
  }
  return new Map([...values].map(([cloud, own]) => [cloud, own.join('\n')]));
}

/**
 * perCloudValues for an input written for another step's clouds: finalize
 * given the one cloud the launch took, or a janitor that names a cloud only
 * once it is set up, reads lines written for every cloud of the launch. A
 * line for a cloud `clouds` does not name is then the launch's, not a
 * mistake, and is passed over.
 */
export function perCloudAsWritten(
  text: string,
  inputName: string,
  clouds: readonly CloudName[],
): Map<CloudName, string> {
  return perCloudValues(text, inputName, clouds, 'passed over');
}
