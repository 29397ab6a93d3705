import { Storage } from '@google-cloud/storage';
import { startGcsServer, type GcsStandIn } from './gcs-server/gcs-server.js';

export interface LocalGcs extends GcsStandIn {
  readonly bucket: string;
  /** A client of the stand-in as an emulator's users configure one: no credentials, no retries. */
  client(): Storage;
}

/** The GCS stand-in on a free loopback port with one bucket. */
export async function startGcs(bucket = 'checkpoints'): Promise<LocalGcs> {
  const server = await startGcsServer([bucket]);
  return {
    ...server,
    bucket,
    client: () => {
      const storage = new Storage({
        apiEndpoint: server.endpoint,
        retryOptions: { autoRetry: false },
      });
      storage.baseUrl = `${server.endpoint}/storage/v1`;
      return storage;
    },
  };
}
