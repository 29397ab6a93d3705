import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mermaid } from 'mermaid';
import { ROOT } from './run-dist.js';

let loaded: Promise<Mermaid> | undefined;

/**
 * mermaid's own parser, the one GitHub runs before it draws a figure: a
 * text it rejects is shown as an error box. Sequence diagrams parse in plain
 * Node, but the gantt parser passes every title and task through DOMPurify,
 * whose default instance has no `sanitize` or `addHook` unless a DOM
 * `window` existed when it was first imported. So a happy-dom window goes on
 * globalThis, once, before mermaid is loaded, and nothing else: a whole DOM
 * test environment would also replace Node's fetch, URL and timers for the
 * file. happy-dom, not jsdom: 7 packages instead of about 40, for what is
 * only a sanitizer's document.
 */
function loadMermaid(): Promise<Mermaid> {
  loaded ??= (async () => {
    if (!('window' in globalThis)) {
      const { Window } = await import('happy-dom');
      Object.assign(globalThis, { window: new Window() });
    }
    return (await import('mermaid')).default;
  })();
  return loaded;
}

/**
 * Rejects with mermaid's message when it cannot parse `text`; resolves to
 * the configuration the text's own directives (`%%{init: ...}%%`) set, so a
 * test can tell that no data smuggled one in.
 */
export async function parseMermaid(text: string): Promise<Record<string, unknown>> {
  const parsed = await (await loadMermaid()).parse(text);
  return { ...parsed.config };
}

export interface MermaidBlock {
  /** Where the block starts, `file:line`, for a failure message. */
  readonly at: string;
  readonly text: string;
}

/** Each ```mermaid fenced block in a markdown text, in order. */
export function mermaidBlocks(markdown: string, file: string): MermaidBlock[] {
  const blocks: MermaidBlock[] = [];
  for (const match of markdown.matchAll(/^```mermaid[ \t]*\n([\s\S]*?)^```[ \t]*$/gm)) {
    const line = markdown.slice(0, match.index).split('\n').length;
    blocks.push({ at: `${file}:${line}`, text: match[1] ?? '' });
  }
  return blocks;
}

/**
 * Every markdown file of the project, committed or about to be (untracked
 * but not ignored), so a new one is checked before it is committed.
 */
export async function projectMarkdown(): Promise<{ file: string; text: string }[]> {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '*.md'],
    { cwd: ROOT, encoding: 'utf8' },
  )
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(ROOT, file)));
  return Promise.all(
    [...new Set(files)].map(async (file) => ({
      file,
      text: await readFile(join(ROOT, file), 'utf8'),
    })),
  );
}
