import { readFile } from 'node:fs/promises';
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

  it('read the floors in the order the table gives them', () => {
    expect(floors[0]).toEqual(['(root)']);
    expect(floors.at(-1)).toEqual(['base']);
  });
});
