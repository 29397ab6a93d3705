import { UserError } from '../../base/errors.js';

/** Where an Azure Blob store lives: one container of one storage account, and a prefix in it. */
export interface AzureBlobLocation {
  readonly account: string;
  readonly container: string;
  /** Blob-name prefix without slashes at either end; '' for the container's root. */
  readonly prefix: string;
}

const FORMS =
  'az://ACCOUNT/CONTAINER/PREFIX or https://ACCOUNT.blob.core.windows.net/CONTAINER/PREFIX';

/** Azure's rules for a storage account's name. */
const ACCOUNT = /^[a-z0-9]{3,24}$/;
/** Azure's rules for a container's name: no leading, trailing or doubled hyphen. */
const CONTAINER = /^(?=.{3,63}$)[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Reads `az://ACCOUNT/CONTAINER/PREFIX`, or a container's own https URL
 * (`https://ACCOUNT.blob.core.windows.net/CONTAINER/PREFIX`), which the
 * portal shows and people paste. Both name the same place.
 */
export function parseAzureBlobUrl(url: string, name: string): AzureBlobLocation {
  const text = url.trim();
  const https = /^https:\/\/([^./]+)\.blob\.core\.windows\.net\/(.*)$/i.exec(text);
  const az = /^az:\/\/([^/]*)\/?(.*)$/i.exec(text);
  const [, account = '', path = ''] = https ?? az ?? [];
  if (!https && !az)
    throw new UserError(`${name}: "${url}" is not an Azure Blob URL; expected ${FORMS}`);
  if (!ACCOUNT.test(account)) {
    throw new UserError(
      `${name}: "${account}" in "${url}" is not a storage account name (3-24 lowercase letters and digits); expected ${FORMS}`,
    );
  }
  const [container = '', ...rest] = path.split('/');
  if (!CONTAINER.test(container)) {
    throw new UserError(
      `${name}: "${container}" in "${url}" is not a container name (3-63 lowercase letters, digits and single hyphens, starting and ending with a letter or digit); expected ${FORMS}`,
    );
  }
  return { account, container, prefix: rest.filter((part) => part !== '').join('/') };
}

/** The canonical spelling of a location, for logs, summaries and manifests' URLs. */
export function azureBlobUrl(location: AzureBlobLocation): string {
  const { account, container, prefix } = location;
  return `az://${account}/${container}${prefix ? `/${prefix}` : ''}`;
}
