import { createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import type { ContainerClient } from '@azure/storage-blob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { UserError } from '../../src/base/errors.js';
import { openContainer } from '../../src/store/azure/azure-container.js';
import { AzureBlobStore } from '../../src/store/azure/azure-store.js';
import { parseAzureBlobUrl } from '../../src/store/azure/azure-url.js';
import { openAzureStore } from '../../src/store/azure/open-azure-store.js';
import { openStoreUrl } from '../helpers/store-url.js';
import { IntegrityError, StoreError } from '../../src/store/store.js';
import { AZURITE_ACCOUNT, startAzurite, type LocalAzurite } from '../helpers/azurite.js';
import { startFaultProxy } from '../helpers/s3-fault-proxy.js';
import { tempDir } from '../helpers/temp-dir.js';

const CONTAINER = 'checkpoints';
let azurite: LocalAzurite;
let container: ContainerClient;
let savedEnv: string | undefined;
beforeAll(async () => {
  azurite = await startAzurite();
  container = await azurite.container(CONTAINER);
  savedEnv = process.env.AZURE_STORAGE_CONNECTION_STRING;
  process.env.AZURE_STORAGE_CONNECTION_STRING = azurite.connectionString;
});
afterAll(async () => {
  if (savedEnv === undefined) delete process.env.AZURE_STORAGE_CONNECTION_STRING;
  else process.env.AZURE_STORAGE_CONNECTION_STRING = savedEnv;
  await azurite.close();
});

/** Blocks and ranges of 1 MiB, so a few MiB take several of each. */
function store(prefix: string, through = container, silenceMs?: number) {
  return new AzureBlobStore({
    container: through,
    ...(silenceMs === undefined ? {} : { silenceMs }),
    account: AZURITE_ACCOUNT,
    prefix,
    blockSizeBytes: 1 << 20,
    downloadRangeBytes: 1 << 20,
    blockConcurrency: 3,
    clock: systemClock,
  });
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

describe('AzureBlobStore against Azurite', () => {
  it('uploads a large file as blocks and downloads it in ranges, byte for byte', async () => {
    const dir = await tempDir('azure');
    const bytes = randomBytes(5 * (1 << 20) + 4321);
    await writeFile(join(dir, 'model.pt'), bytes);
    const target = store('blocks');
    const digest = await target.putFile('L/r1/files/model.pt', join(dir, 'model.pt'));
    expect(digest).toEqual({ size: bytes.length, sha256: sha256(bytes) });
    const blocks = await container
      .getBlockBlobClient('blocks/L/r1/files/model.pt')
      .getBlockList('committed');
    expect(blocks.committedBlocks?.length).toBe(6);
    await target.getFile('L/r1/files/model.pt', join(dir, 'restored/model.pt'), digest);
    expect((await readFile(join(dir, 'restored/model.pt'))).equals(bytes)).toBe(true);
  });

  it('puts a small file, and an empty one, in one request each', async () => {
    const dir = await tempDir('azure');
    const target = store('small');
    await writeFile(join(dir, 'a'), 'tiny');
    await writeFile(join(dir, 'empty'), '');
    expect((await target.putFile('a', join(dir, 'a'))).size).toBe(4);
    const empty = await target.putFile('empty', join(dir, 'empty'));
    expect(empty.size).toBe(0);
    expect(await target.readText('a')).toBe('tiny');
    await target.getFile('empty', join(dir, 'restored'), empty);
    expect(await readFile(join(dir, 'restored'), 'utf8')).toBe('');
  });

  it('refuses to restore bytes that changed since the manifest recorded them', async () => {
    const dir = await tempDir('azure');
    const bytes = randomBytes(3 << 20);
    await writeFile(join(dir, 'model.pt'), bytes);
    const target = store('integrity');
    const digest = await target.putFile('model.pt', join(dir, 'model.pt'));
    const changed = Buffer.from(bytes);
    changed.writeUInt8(changed.readUInt8(2 << 20) ^ 0xff, 2 << 20);
    await container.getBlockBlobClient('integrity/model.pt').upload(changed, changed.length);
    await writeFile(join(dir, 'local.pt'), 'kept');
    await expect(target.getFile('model.pt', join(dir, 'local.pt'), digest)).rejects.toThrow(
      IntegrityError,
    );
    expect(await readFile(join(dir, 'local.pt'), 'utf8')).toBe('kept');
  });

  it('lets exactly one of many racing createExclusive calls win', async () => {
    const target = store('claims');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) => target.createExclusive('L/claim', `writer ${index}`)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await target.readText('L/claim')).toBe(`writer ${results.indexOf(true)}`);
    expect(await target.createExclusive('L/claim', 'late')).toBe(false);
  });

  it('lists children and keys, skips hidden names, and deletes, for restore and retention', async () => {
    const target = store('listing');
    for (const key of ['L/r1/files/a', 'L/r1/files/.v2/a', 'L/r1/manifest.json', 'L/r2/x', '.lock'])
      await target.writeText(key, key);
    expect(await target.listChildren('')).toEqual(['L']);
    expect(await target.listChildren('L/')).toEqual(['r1', 'r2']);
    expect(await target.listChildren('L/r1/files/')).toEqual(['a']);
    expect(await target.listChildren('none/')).toEqual([]);
    expect(await target.listKeys('L/r1/')).toEqual([
      'L/r1/files/.v2/a',
      'L/r1/files/a',
      'L/r1/manifest.json',
    ]);
    await target.deleteObject('L/r1/files/.v2/a');
    await target.deleteObject('L/r1/files/.v2/a');
    expect(await target.listKeys('L/r1/')).toEqual(['L/r1/files/a', 'L/r1/manifest.json']);
    expect(await target.readText('L/r1/files/.v2/a')).toBeUndefined();
  });

  it('names the account, container, key and operation when the container is missing', async () => {
    const url = `az://${AZURITE_ACCOUNT}/no-such-container/p`;
    const missing = await openAzureStore(
      { kind: 'azure', url, blob: parseAzureBlobUrl(url, 'store') },
      { azureConnectionString: azurite.connectionString },
    );
    const failure = missing.readText('L/manifest.json');
    await expect(failure).rejects.toThrow(StoreError);
    await expect(failure).rejects.toThrow(
      /^read az:\/\/devstoreaccount1\/no-such-container\/p\/L\/manifest\.json failed: HTTP 404 ContainerNotFound/,
    );
    await expect(missing.writeText('k', 'x')).rejects.toThrow(
      /^write az:\/\/devstoreaccount1\/no-such-container\/p\/k failed/,
    );
  });
});

/** A client of CONTAINER reached through `endpoint` (http://HOST:PORT) instead of Azurite itself. */
function containerAt(endpoint: string): Promise<ContainerClient> {
  const connectionString = azurite.connectionString.replace(
    /BlobEndpoint=[^;]+/,
    `BlobEndpoint=${endpoint}/${AZURITE_ACCOUNT}`,
  );
  const location = { account: AZURITE_ACCOUNT, container: CONTAINER, prefix: '' };
  return openContainer(location, 'store', 'az://test', connectionString);
}

describe('AzureBlobStore through a faulty network', () => {
  it('gets through 500s, 503s, dropped connections and cut-off bodies', async () => {
    const proxy = await startFaultProxy({
      upstream: new URL(azurite.blobEndpoint).origin,
      seed: 11,
      rate: 0.2,
      kinds: ['http-500', 'http-503', 'reset-before-body', 'reset-after-body', 'cut-body'],
    });
    try {
      const target = store('flaky', await containerAt(proxy.endpoint));
      const dir = await tempDir('azure');
      const bytes = randomBytes(4 * (1 << 20) + 99);
      await writeFile(join(dir, 'model.pt'), bytes);
      const digest = await target.putFile('L/r/model.pt', join(dir, 'model.pt'));
      await target.getFile('L/r/model.pt', join(dir, 'restored.pt'), digest);
      expect((await readFile(join(dir, 'restored.pt'))).equals(bytes)).toBe(true);
      await target.writeText('L/r/manifest.json', '{"state":"running"}');
      expect(await target.readText('L/r/manifest.json')).toBe('{"state":"running"}');
      expect(await target.listKeys('L/')).toEqual(['L/r/manifest.json', 'L/r/model.pt']);
      const injected = Object.values(proxy.injected()).reduce((a, b) => a + b, 0);
      expect(injected).toBeGreaterThan(0);
    } finally {
      await proxy.close();
    }
  });

  it('gives up on a server that accepts connections and never answers, instead of hanging', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const target = store('silent', await containerAt(`http://127.0.0.1:${port}`), 200);
      const dir = await tempDir('azure');
      await writeFile(join(dir, 'a'), 'bytes');
      const started = Date.now();
      await expect(target.readText('L/manifest.json')).rejects.toThrow(
        /^read az:\/\/devstoreaccount1\/checkpoints\/silent\/L\/manifest\.json failed/,
      );
      await expect(target.putFile('L/a', join(dir, 'a'))).rejects.toThrow(StoreError);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('opening an Azure Blob store', () => {
  it('reads the https form of a URL as the az:// form', async () => {
    const https = `https://${AZURITE_ACCOUNT}.blob.core.windows.net/${CONTAINER}/runs/a/`;
    expect(parseAzureBlobUrl(https, 'store')).toEqual(
      parseAzureBlobUrl(`az://${AZURITE_ACCOUNT}/${CONTAINER}/runs/a`, 'store'),
    );
    const opened = await openStoreUrl(https);
    expect(opened.url).toBe(`az://${AZURITE_ACCOUNT}/${CONTAINER}/runs/a`);
    await opened.writeText('x', 'via https form');
    expect(
      await (await openStoreUrl(`az://${AZURITE_ACCOUNT}/${CONTAINER}/runs/a`)).readText('x'),
    ).toBe('via https form');
  });

  it('refuses bad account and container names, naming the input and the URL', () => {
    expect(() => parseAzureBlobUrl('az://My_Account/c1/p', 'store')).toThrow(
      /^store: "My_Account" in "az:\/\/My_Account\/c1\/p" is not a storage account name/,
    );
    expect(() => parseAzureBlobUrl('az://acct/Bad--Name', 'restore-from')).toThrow(
      /^restore-from: "Bad--Name" in "az:\/\/acct\/Bad--Name" is not a container name/,
    );
    expect(() => parseAzureBlobUrl('az://acct', 'store')).toThrow(UserError);
  });

  it('refuses a connection string for another account than the URL names, without printing its key', async () => {
    const opening = openContainer(
      { account: 'prodaccount', container: 'c1', prefix: '' },
      'store',
      'az://prodaccount/c1',
      azurite.connectionString,
    );
    await expect(opening).rejects.toThrow(
      /^store: "az:\/\/prodaccount\/c1" names storage account "prodaccount", but AZURE_STORAGE_CONNECTION_STRING is for "devstoreaccount1"/,
    );
    await expect(opening).rejects.not.toThrow(/AccountKey|Eby8/);
  });
});
