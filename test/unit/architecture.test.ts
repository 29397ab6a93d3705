import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fileCycles,
  floorViolations,
  importGraph,
  partsOutOfOrder,
  readFloors,
  readParts,
  sdkViolations,
  unplacedFolders,
  type ImportEdge,
  type SdkHomes,
} from '../helpers/import-graph.js';
import { envUses, envViolations, type EnvRule } from '../helpers/env-uses.js';
import { ROOT } from '../helpers/run-dist.js';

const architecture = await readFile(join(ROOT, 'docs/architecture.md'), 'utf8');
const floors = readFloors(architecture);
const parts = readParts(architecture);
const edges = importGraph(join(ROOT, 'src'));

/** Each cloud's SDKs, and the adapters they belong to (docs/architecture.md). */
const SDK_HOMES: SdkHomes = {
  '@aws-sdk/': ['clouds/aws', 'store/s3'],
  '@smithy/': ['clouds/aws', 'store/s3'],
  '@google-cloud/compute': ['clouds/gcp'],
  '@google-cloud/storage': ['store/gcs'],
  'google-auth-library': ['clouds/gcp', 'store/gcs'],
  'google-gax': ['clouds/gcp'],
  '@azure/arm-': ['clouds/azure'],
  '@azure/identity': ['clouds/azure', 'store/azure'],
  '@azure/storage-blob': ['store/azure'],
};

/**
 * The environment is read by the entries, the commands and the settings,
 * and handed down as values; only an entry sets a variable. The thread
 * pool is the exception: its size is the process's own, read and set
 * before anything runs.
 */
const ENV_RULE: EnvRule = {
  readers: ['(root)', 'modes', 'local', 'action', 'settings', 'base/thread-pool.ts'],
  writers: ['(root)', 'base/thread-pool.ts'],
};

const edge = (from: string, to: string): ImportEdge => ({ from, to, internal: true });

describe('the house as docs/architecture.md draws it', () => {
  it('puts every folder of src/ on one floor of the table', () => {
    expect(floors.length).toBeGreaterThan(10);
    expect(unplacedFolders(edges, floors)).toEqual([]);
    const listed = floors.flat();
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('draws every folder in one of six parts, each below the one before it', () => {
    expect(parts.map((p) => p.part)).toEqual([
      'entries',
      'commands',
      'policy',
      'lineage',
      'adapters',
      'base',
    ]);
    expect(parts.flatMap((p) => p.folders).sort()).toEqual(floors.flat().sort());
    expect(partsOutOfOrder(parts, floors)).toEqual([]);
  });

  it('has no import from a folder to its own floor or a higher one', () => {
    expect(edges.filter((e) => e.internal).length).toBeGreaterThan(500);
    expect(floorViolations(edges, floors)).toEqual([]);
  });

  it('has no files that import one another, types and dynamic imports included', () => {
    expect(fileCycles(edges)).toEqual([]);
  });

  it('imports each cloud SDK only in its adapters', () => {
    expect(edges.some((e) => e.to.startsWith('@aws-sdk/client-ec2'))).toBe(true);
    expect(sdkViolations(edges, SDK_HOMES)).toEqual([]);
  });

  it('reads the environment only in the entries, the commands and the settings', () => {
    const uses = envUses(join(ROOT, 'src'));
    expect(uses.some((use) => use.file === 'main.ts' && !use.writes)).toBe(true);
    expect(envViolations(uses, ENV_RULE)).toEqual([]);
  });
});

describe('the checks behind it', () => {
  const small = [['(root)'], ['modes'], ['store', 'clouds'], ['base']];

  it('catch an import pointing up, or across one floor', () => {
    expect(
      floorViolations(
        [
          edge('modes/train.ts', 'store/open-store.ts'),
          edge('store/open-store.ts', 'modes/train.ts'),
          edge('store/s3/s3-store.ts', 'clouds/cloud.ts'),
          edge('store/open-store.ts', 'store/s3/open-s3-store.ts'),
          edge('main.ts', 'base/clock.ts'),
        ],
        small,
      ),
    ).toEqual(['store/open-store.ts -> modes/train.ts', 'store/s3/s3-store.ts -> clouds/cloud.ts']);
  });

  it('catch a part drawn above the part it uses', () => {
    expect(
      partsOutOfOrder(
        [
          { part: 'top', folders: ['(root)', 'store'] },
          { part: 'bottom', folders: ['modes', 'base'] },
        ],
        small,
      ),
    ).toEqual(['bottom is not below top']);
  });

  it('catch a folder the table leaves out', () => {
    expect(unplacedFolders([edge('extra/x.ts', 'base/clock.ts')], small)).toEqual(['extra']);
  });

  it('catch a circle of files, however long', () => {
    const circle = [edge('a/1.ts', 'a/2.ts'), edge('a/2.ts', 'a/3.ts'), edge('a/3.ts', 'a/1.ts')];
    expect(fileCycles([...circle, edge('a/4.ts', 'a/1.ts')])).toEqual([
      ['a/1.ts', 'a/2.ts', 'a/3.ts'],
    ]);
    expect(fileCycles(circle.slice(0, 2))).toEqual([]);
  });

  it('catch a cloud SDK outside its adapter', () => {
    const sdk = (from: string, to: string): ImportEdge => ({ from, to, internal: false });
    expect(
      sdkViolations(
        [
          sdk('ledger/prices.ts', '@aws-sdk/client-ec2'),
          sdk('clouds/aws/aws-cloud.ts', '@aws-sdk/client-ec2'),
          sdk('store/s3/s3-store.ts', '@aws-sdk/client-s3'),
          sdk('store/open-store.ts', '@aws-sdk/client-s3'),
          sdk('cache/github-backend.ts', '@actions/cache'),
        ],
        SDK_HOMES,
      ),
    ).toEqual([
      'ledger/prices.ts -> @aws-sdk/client-ec2',
      'store/open-store.ts -> @aws-sdk/client-s3',
    ]);
  });

  it('catch an adapter reading the environment, and anything but an entry writing it', () => {
    const use = (file: string, writes: boolean) => ({ file, line: 1, writes });
    expect(
      envViolations(
        [
          use('clouds/aws/aws-cloud.ts', false),
          use('settings/store.ts', false),
          use('cache/github-backend.ts', true),
          use('main.ts', true),
          use('base/thread-pool.ts', true),
          use('base/clock.ts', false),
        ],
        ENV_RULE,
      ),
    ).toEqual([
      'clouds/aws/aws-cloud.ts:1 reads',
      'cache/github-backend.ts:1 writes',
      'base/clock.ts:1 reads',
    ]);
  });

  it('tell a write of the environment from a read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'env-uses-'));
    mkdirSync(join(dir, 'cache'));
    writeFileSync(
      join(dir, 'cache/x.ts'),
      [
        'const a = process.env.HOME;',
        'process.env.GITHUB_WORKSPACE = a;',
        "delete process.env['X'];",
        'process.env.Y ??= "1";',
        'if (process.env.Z === "1") {}',
        '// process.env.COMMENTED = 1',
      ].join('\n'),
    );
    try {
      expect(envUses(dir).map((u) => [u.line, u.writes])).toEqual([
        [1, false],
        [2, true],
        [3, true],
        [4, true],
        [5, false],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('read the floors in the order the table gives them', () => {
    expect(floors[0]).toEqual(['(root)']);
    expect(floors.at(-1)).toEqual(['base']);
  });
});
