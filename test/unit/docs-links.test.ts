import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, headingAnchor } from '../helpers/doc-links.js';
import { ROOT } from '../helpers/run-dist.js';

const DOCS = [
  'README.md',
  'examples/README.md',
  'RELEASING.md',
  ...(await readdir(join(ROOT, 'docs')))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('the docs', () => {
  it.each(DOCS)('%s links only to files and headings that exist', async (file) => {
    expect(await brokenLinks(ROOT, file)).toEqual([]);
  });

  it('are checked with the anchors GitHub makes', () => {
    expect(headingAnchor('Restarts, finalize and janitor')).toBe('restarts-finalize-and-janitor');
    expect(headingAnchor('`cloud-options` on AWS')).toBe('cloud-options-on-aws');
    expect([...anchorsOf('# A\n## A\n```\n# not a heading\n```\n')]).toEqual(['a', 'a-1']);
  });
});
