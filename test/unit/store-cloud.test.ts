import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CloudName } from '../../src/clouds/cloud.js';
import { storeCloudOf, type StoreCloud } from '../../src/store/store-cloud.js';

describe('the cloud a store lives in', () => {
  it('reads it from the URL: s3 is AWS, gs GCP, either spelling of Azure Blob Azure', () => {
    expect(storeCloudOf('s3://my-bucket/checkpoints')).toBe('aws');
    expect(storeCloudOf('s3://my-bucket')).toBe('aws');
    expect(storeCloudOf('gs://my-bucket/checkpoints')).toBe('gcp');
    expect(storeCloudOf('az://myaccount/checkpoints/run')).toBe('azure');
    expect(storeCloudOf('https://myaccount.blob.core.windows.net/checkpoints/run')).toBe('azure');
    expect(storeCloudOf('  S3://my-bucket/x  ')).toBe('aws');
  });

  it('gives none for a directory, an artifact, or anything that is not a store URL', () => {
    expect(storeCloudOf('file:///tmp/store')).toBeUndefined();
    expect(storeCloudOf('file://relative/dir')).toBeUndefined();
    expect(storeCloudOf('artifact://checkpoints')).toBeUndefined();
    expect(storeCloudOf('https://example.com/bucket')).toBeUndefined();
    expect(storeCloudOf('s3://')).toBeUndefined();
    expect(storeCloudOf('')).toBeUndefined();
  });

  it('names the clouds as clouds/cloud.ts does, which it cannot import', () => {
    expectTypeOf<StoreCloud>().toEqualTypeOf<CloudName>();
  });
});
