import { readFile, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown file's headings make, outside code blocks; repeats get -1, -2, as GitHub does. */
export function anchorsOf(markdown: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fence = !fence;
    const heading = fence ? undefined : /^#{1,6} (.+)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = headingAnchor(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

/** Relative links of a Markdown file (outside code blocks), as written. */
export function linksOf(markdown: string): string[] {
  const links: string[] = [];
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fence = !fence;
    if (fence) continue;
    for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1] ?? '';
      if (!/^(https?:|mailto:)/.test(target)) links.push(target);
    }
  }
  return links;
}

/** Each link of `file` (under `root`) to a file or heading that does not exist. */
export async function brokenLinks(root: string, file: string): Promise<string[]> {
  const text = await readFile(join(root, file), 'utf8');
  const broken: string[] = [];
  for (const link of linksOf(text)) {
    const [path = '', anchor] = link.split('#');
    const target = path === '' ? join(root, file) : resolve(dirname(join(root, file)), path);
    const body = await readFile(target, 'utf8').catch(() => undefined);
    const name = relative(root, target);
    if (body === undefined) {
      // A directory is fine to link to (GitHub shows its listing).
      const listing = await stat(target).catch(() => undefined);
      if (!listing) broken.push(`${file}: ${link}: no file ${name}`);
      continue;
    }
    if (anchor !== undefined && target.endsWith('.md') && !anchorsOf(body).has(anchor))
      broken.push(`${file}: ${link}: ${name} has no heading #${anchor}`);
  }
  return broken;
}
