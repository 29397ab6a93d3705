import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  BlobServiceClient,
  ContainerSASPermissions,
  generateBlobSASQueryParameters,
  SASProtocol,
  StorageSharedKeyCredential,
  type ContainerClient,
} from '@azure/storage-blob';
import { freePort } from './free-port.js';

/**
 * The emulator's one account and its key. Both are public: Microsoft
 * documents them for Azurite and the storage emulator, and they open
 * nothing but an emulator.
 */
export const AZURITE_ACCOUNT = 'devstoreaccount1';
const AZURITE_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface LocalAzurite {
  /** http://127.0.0.1:PORT/devstoreaccount1 */
  readonly blobEndpoint: string;
  readonly connectionString: string;
  /** What a process needs in its environment to reach it: AZURE_STORAGE_CONNECTION_STRING. */
  readonly env: Record<string, string>;
  /** Creates a container (if it does not exist yet) and returns its client. */
  container(name: string): Promise<ContainerClient>;
  /**
   * A URL with a shared access signature good for an hour on one container:
   * how a tool that cannot take an endpoint with a port (rclone 1.60) reaches it.
   */
  containerSasUrl(name: string): string;
  close(): Promise<void>;
}

/**
 * Azurite's blob service on a free loopback port, as its own Node process.
 * Telemetry is off (it would reach for a Microsoft service), the API version
 * check is skipped (the SDK speaks a newer version than Azurite knows), and
 * blobs are kept in memory unless `onDisk` asks for a temp directory (which
 * a benchmark needs to be comparable with other servers).
 */
export async function startAzurite(options: { onDisk?: boolean } = {}): Promise<LocalAzurite> {
  const port = await freePort();
  const location = await mkdtemp(join(tmpdir(), 'spot-train-azurite-'));
  const main = join(
    dirname(createRequire(import.meta.url).resolve('azurite/package.json')),
    'dist/src/blob/main.js',
  );
  const child = spawn(
    process.execPath,
    [
      main,
      '--blobHost',
      '127.0.0.1',
      '--blobPort',
      String(port),
      '--disableTelemetry',
      '--skipApiVersionCheck',
      '--silent',
      ...(options.onDisk ? ['--location', location] : ['--inMemoryPersistence']),
    ],
    // Run in the temp directory: nothing it writes lands in the checkout.
    { cwd: location, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await listening(child, port);
  const blobEndpoint = `http://127.0.0.1:${port}/${AZURITE_ACCOUNT}`;
  const connectionString = `DefaultEndpointsProtocol=http;AccountName=${AZURITE_ACCOUNT};AccountKey=${AZURITE_KEY};BlobEndpoint=${blobEndpoint};`;
  const service = BlobServiceClient.fromConnectionString(connectionString);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    blobEndpoint,
    connectionString,
    env: { AZURE_STORAGE_CONNECTION_STRING: connectionString },
    container: async (name) => {
      const container = service.getContainerClient(name);
      await container.createIfNotExists();
      return container;
    },
    containerSasUrl: (name) => {
      const query = generateBlobSASQueryParameters(
        {
          containerName: name,
          permissions: ContainerSASPermissions.parse('racwdl'),
          expiresOn: new Date(Date.now() + 3600_000),
          protocol: SASProtocol.HttpsAndHttp,
        },
        new StorageSharedKeyCredential(AZURITE_ACCOUNT, AZURITE_KEY),
      );
      return `${blobEndpoint}/${name}?${query.toString()}`;
    },
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await rm(location, { recursive: true, force: true });
    },
  };
}

/** Resolves once Azurite says it listens; rejects with its output if it exits first. */
function listening(child: ReturnType<typeof spawn>, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Azurite did not listen on port ${port} within 30 s: ${output}`));
    }, 30_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (/successfully listen/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Azurite exited (code ${code}) before it listened: ${output}`));
    });
  });
}
