import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { folderOf, sourceFiles } from './import-graph.js';

/** One mention of process.env in code (comments left out), and whether it assigns or deletes. */
export interface EnvUse {
  readonly file: string;
  readonly line: number;
  readonly writes: boolean;
}

const MENTION = /process\.env\b/;
const WRITE =
  /(^|[^.\w])delete\s+process\.env\b|process\.env(\.\w+|\[[^\]]+\])?\s*(=(?!=)|\?\?=|\|\|=)/;

export function envUses(srcDir: string): EnvUse[] {
  return sourceFiles(srcDir).flatMap((file) =>
    readFileSync(join(srcDir, file), 'utf8')
      .split('\n')
      .flatMap((text, index) => {
        const code = text.replace(/\/\/.*$/, '');
        if (/^\s*\*/.test(code) || !MENTION.test(code)) return [];
        return [{ file, line: index + 1, writes: WRITE.test(code) }];
      }),
  );
}

/** Where the environment may be read and where written, by folder or by file. */
export interface EnvRule {
  readonly readers: readonly string[];
  readonly writers: readonly string[];
}

/** Each use outside what the rule allows, as `file:line reads|writes`. */
export function envViolations(uses: readonly EnvUse[], rule: EnvRule): string[] {
  const allowed = (places: readonly string[], file: string) =>
    places.includes(file) || places.includes(folderOf(file));
  return uses
    .filter((use) => !allowed(use.writes ? rule.writers : rule.readers, use.file))
    .map((use) => `${use.file}:${use.line} ${use.writes ? 'writes' : 'reads'}`);
}
