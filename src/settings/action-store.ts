import { UserError } from '../base/errors.js';
import type { StoreOptions } from '../store/open-store.js';
import { Input, trimmedInputs, type InputReader, type Mode } from './input-names.js';
import { parseStoreOptions } from './store-options.js';
import { readStoreLocation, type StoreLocation } from './store-url.js';
import { parseBoolean } from './values.js';

/** The `store` input, which the train and finalize modes need and launch may use. */
export function readStore(get: InputReader, mode: Mode, cwd: string): StoreLocation {
  const url = get(Input.store).trim();
  if (url === '') {
    throw new UserError(
      `${Input.store}: required in ${mode} mode; for example s3://my-bucket/runs or file:///mnt/shared`,
    );
  }
  return readStoreLocation(url, Input.store, cwd);
}

/** The stores' settings, as the train, finalize and launch modes read them. */
export function readStoreOptions(get: InputReader): StoreOptions {
  const text = trimmedInputs(get);
  return parseStoreOptions(
    {
      s3Endpoint: text(Input.s3Endpoint),
      s3ForcePathStyle: parseBoolean(text(Input.s3ForcePathStyle, 'false'), Input.s3ForcePathStyle),
      s3PartSize: text(Input.s3PartSize),
      s3PartConcurrency: text(Input.s3PartConcurrency),
      gcsEndpoint: text(Input.gcsEndpoint),
      artifactInterval: text(Input.artifactInterval),
      githubToken: text(Input.githubToken),
    },
    {
      s3Endpoint: Input.s3Endpoint,
      s3PartSize: Input.s3PartSize,
      s3PartConcurrency: Input.s3PartConcurrency,
      gcsEndpoint: Input.gcsEndpoint,
      artifactInterval: Input.artifactInterval,
    },
  );
}
