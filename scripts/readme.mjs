// Writes the parts of the README and docs/ that other files own, so they
// cannot disagree: the tables of inputs and outputs (from action.yml, in
// docs/reference.md) and each `<!-- include PATH -->` block (a copy of that
// file, such as an example workflow, which CI validates with GitHub's
// parser). `node scripts/readme.mjs` rewrites them; `--check` fails if any is
// stale (npm test runs it). `--readme FILE` works on that file only, such as
// another copy (the tests use it).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** Which per-mode action takes which inputs and sets which outputs, from their action.yml files. */
function modeTable() {
  const rows = [
    '## The actions',
    '',
    '| action | required | optional | outputs |',
    '| --- | --- | --- | --- |',
  ];
  for (const mode of ['warm', 'launch', 'train', 'finalize', 'janitor']) {
    const action = parse(readFileSync(join(root, mode, 'action.yml'), 'utf8'));
    const inputs = Object.entries(action.inputs ?? {});
    const names = (list) => list.map((name) => `\`${name}\``).join(', ');
    rows.push(
      `| \`OWNER/spot-train/${mode}@v1\` | ${names(inputs.filter(([, spec]) => spec.required).map(([n]) => n))} | ${names(inputs.filter(([, spec]) => !spec.required).map(([n]) => n))} | ${names(Object.keys(action.outputs ?? {}))} |`,
    );
  }
  rows.push(
    '',
    'The root action, `OWNER/spot-train@v1`, takes every input below with `mode:` naming the mode.',
    '',
  );
  return rows;
}

export function renderActionDocs(actionText) {
  const action = parse(actionText);
  const parts = [START, '', ...modeTable()];
  for (const { title, names } of sections(actionText)) {
    parts.push(`## ${title}`, '', '| input | default | description |', '| --- | --- | --- |');
    for (const name of names) {
      const spec = action.inputs[name];
      parts.push(`| \`${name}\` | ${defaultCell(spec)} | ${cell(spec.description ?? '')} |`);
    }
    parts.push('');
  }
  parts.push('## Outputs', '', '| output | description |', '| --- | --- |');
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

/** A page with its generated parts replaced, formatted as Prettier keeps it. */
export async function updatedReadme(readmeText, actionText) {
  const start = readmeText.indexOf(START);
  const end = readmeText.indexOf(END);
  const tables =
    start >= 0 && end > start
      ? readmeText.slice(0, start) +
        renderActionDocs(actionText) +
        readmeText.slice(end + END.length)
      : readmeText;
  const config = await resolveConfig(join(root, 'README.md'));
  return format(withIncludes(tables), { ...config, parser: 'markdown' });
}

/** The pages with generated parts: the README and every page in docs/. */
function pages() {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(root, 'docs', name));
  return [join(root, 'README.md'), ...docs];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--readme');
  const paths = at >= 0 ? [resolve(args[at + 1] ?? '')] : pages();
  const actionText = readFileSync(join(root, 'action.yml'), 'utf8');
  const stale = [];
  for (const path of paths) {
    const text = readFileSync(path, 'utf8');
    const updated = await updatedReadme(text, actionText);
    if (updated === text) continue;
    if (args.includes('--check')) stale.push(path);
    else {
      writeFileSync(path, updated);
      console.log(`${path}: rewritten from action.yml and the files it includes`);
    }
  }
  if (stale.length > 0) {
    console.error(
      `${stale.join(', ')}: tables of inputs and outputs or copies of included files are stale; run \`npm run docs\` and commit them`,
    );
    process.exit(1);
  }
  if (args.includes('--check'))
    console.log('README.md and docs/ match action.yml and the files they include');
}
