// Writes the parts of the README that other files own, so they cannot
// disagree: the tables of inputs and outputs (from action.yml) and each
// `<!-- include PATH -->` block (a copy of that file, such as the example
// workflow, which CI validates with GitHub's parser). `node scripts/readme.mjs`
// rewrites them; `--check` fails if any is stale (npm test runs it).
// `--readme FILE` works on another copy (the tests use it).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const START = '<!-- action-docs:start (generated from action.yml by `npm run docs`) -->';
const END = '<!-- action-docs:end -->';

const cell = (text) => String(text).replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

/** The sections of inputs, in order: action.yml heads each with a `  # Title` comment. */
function sections(actionText) {
  const found = [];
  let inInputs = false;
  for (const line of actionText.split('\n')) {
    if (/^\S/.test(line)) inInputs = line.startsWith('inputs:');
    if (!inInputs) continue;
    const title = /^ {2}# (.+)$/.exec(line)?.[1];
    if (title) found.push({ title, names: [] });
    const name = /^ {2}([a-z0-9-]+):\s*$/.exec(line)?.[1];
    if (name) {
      if (found.length === 0)
        throw new Error(`action.yml: input ${name} comes before any "  # Section" comment`);
      found.at(-1).names.push(name);
    }
  }
  return found;
}

function defaultCell(spec) {
  if (spec.required === true) return '**required**';
  if (spec.default === undefined || spec.default === '') return '';
  return `\`${cell(spec.default)}\``;
}

export function renderActionDocs(actionText) {
  const action = parse(actionText);
  const parts = [START, ''];
  for (const { title, names } of sections(actionText)) {
    parts.push(`#### ${title}`, '', '| input | default | description |', '| --- | --- | --- |');
    for (const name of names) {
      const spec = action.inputs[name];
      parts.push(`| \`${name}\` | ${defaultCell(spec)} | ${cell(spec.description ?? '')} |`);
    }
    parts.push('');
  }
  parts.push('#### Outputs', '', '| output | description |', '| --- | --- |');
  for (const [name, spec] of Object.entries(action.outputs ?? {})) {
    parts.push(`| \`${name}\` | ${cell(spec.description ?? '')} |`);
  }
  parts.push('', END);
  return parts.join('\n');
}

const INCLUDE = /(<!-- include (\S+) -->\n)[\s\S]*?(<!-- \/include -->)/g;

/** Each include block, refilled with its file as a fenced block. */
function withIncludes(readmeText) {
  return readmeText.replace(INCLUDE, (_, open, path, close) => {
    const body = readFileSync(join(root, path), 'utf8').trimEnd();
    const language = path.endsWith('.yml') ? 'yaml' : path.endsWith('.py') ? 'python' : '';
    return `${open}\n\`\`\`${language}\n${body}\n\`\`\`\n\n${close}`;
  });
}

/** The README with its generated parts replaced, formatted as Prettier keeps it. */
export async function updatedReadme(readmeText, actionText) {
  const start = readmeText.indexOf(START);
  const end = readmeText.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no "${START}" ... "${END}" markers`);
  const text = withIncludes(
    readmeText.slice(0, start) + renderActionDocs(actionText) + readmeText.slice(end + END.length),
  );
  const config = await resolveConfig(join(root, 'README.md'));
  return format(text, { ...config, parser: 'markdown' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--readme');
  const readmePath = at >= 0 ? resolve(args[at + 1] ?? '') : join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const updated = await updatedReadme(readme, readFileSync(join(root, 'action.yml'), 'utf8'));
  if (args.includes('--check')) {
    if (updated !== readme) {
      console.error(
        `${readmePath}: its tables of inputs and outputs or its copies of included files are stale; run \`npm run docs\` and commit README.md`,
      );
      process.exit(1);
    }
    console.log('README.md matches action.yml and the files it includes');
  } else if (updated !== readme) {
    writeFileSync(readmePath, updated);
    console.log(`${readmePath}: rewritten from action.yml and the files it includes`);
  }
}
