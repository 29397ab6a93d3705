import type { CloudName } from '../clouds/cloud.js';
import { OPTION as AWS_OPTION } from '../clouds/aws/launch-options.js';
import {
  OPTION_KEYS as AZURE_KEYS,
  parseLaunchOptions as checkAzureOptions,
} from '../clouds/azure/launch-options.js';
import {
  OPTION_KEYS as GCP_KEYS,
  checkOptions as checkGcpOptions,
} from '../clouds/gcp/launch-options.js';
import { UserError } from '../base/errors.js';

/** The keys each cloud reads; any other key is a typo that would launch without it. */
const KNOWN_KEYS: Readonly<Record<CloudName, readonly string[]>> = {
  aws: Object.values(AWS_OPTION),
  gcp: GCP_KEYS,
  azure: AZURE_KEYS,
};

/**
 * The `cloud-options` input: `key=value` lines for one cloud; blank lines and
 * lines starting with `#` are skipped. Launch reads all of them; finalize
 * reads the ones that say where the VM lives (Azure's resource group, a GCP
 * project other than the default).
 */
export function parseCloudOptions(
  text: string,
  inputName: string,
  cloud: CloudName,
): Record<string, string> {
  const options: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const equals = trimmed.indexOf('=');
    if (equals <= 0) throw new UserError(`${inputName}: "${trimmed}" is not key=value`);
    const key = trimmed.slice(0, equals).trim();
    if (!KNOWN_KEYS[cloud].includes(key)) {
      throw new UserError(
        `${inputName}: "${key}" is not an option on ${cloud}; expected one of ${KNOWN_KEYS[cloud].join(', ')}`,
      );
    }
    if (key in options) throw new UserError(`${inputName}: "${key}" is given twice`);
    options[key] = trimmed.slice(equals + 1).trim();
  }
  return options;
}

/**
 * One cloud's `cloud-options` for a launch (its own lines, where a launch
 * spans clouds): every key, and the values handed to the cloud checked
 * before the runner is registered.
 */
export function launchOptions(
  text: string,
  inputName: string,
  cloud: CloudName,
): Record<string, string> {
  const options = parseCloudOptions(text, inputName, cloud);
  checkLaunchOptions(cloud, options, inputName);
  return options;
}

function checkLaunchOptions(
  cloud: CloudName,
  options: Readonly<Record<string, string>>,
  inputName: string,
): void {
  try {
    if (cloud === 'azure') checkAzureOptions(options);
    if (cloud === 'gcp') checkGcpOptions(options);
  } catch (error) {
    if (error instanceof UserError) throw new UserError(`${inputName}: ${error.message}`);
    throw error;
  }
}
