import { UserError } from '../errors.js';

/**
 * The `cloud-options` input: `key=value` lines for one cloud; blank lines and
 * lines starting with `#` are skipped. Launch reads all of them; finalize
 * reads the ones that say where the VM lives (Azure's resource group, a GCP
 * project other than the default).
 */
export function parseCloudOptions(text: string, inputName: string): Record<string, string> {
  const options: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const equals = trimmed.indexOf('=');
    if (equals <= 0) throw new UserError(`${inputName}: "${trimmed}" is not key=value`);
    options[trimmed.slice(0, equals).trim()] = trimmed.slice(equals + 1).trim();
  }
  return options;
}
