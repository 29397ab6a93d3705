import { Input } from './input-names.js';
import type { SettingSource } from './source.js';

/**
 * The `check-name` input of train and finalize: the name of the lineage's
 * check run on the commit; undefined for the default (named after the
 * workflow's file, known only once the run's context is read), or false
 * for no check at all.
 */
export function readCheckName(source: SettingSource): string | undefined | false {
  const text = source.text(Input.checkName);
  if (['false', 'False', 'FALSE'].includes(text)) return false;
  return text === '' ? undefined : text;
}
