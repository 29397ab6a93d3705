import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** One import of a file in src/: to another file (`to`, relative to src/) or a package. */
export interface ImportEdge {
  /** Relative to src/, such as `modes/train.ts`. */
  readonly from: string;
  /** Relative to src/ for the project's files; the package's name otherwise. */
  readonly to: string;
  readonly internal: boolean;
}

/** Every .ts file under `srcDir`, relative to it. */
export function sourceFiles(srcDir: string, dir = srcDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(srcDir, path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')
      ? [relative(srcDir, path)]
      : [];
  });
}

/** What a file imports: static, dynamic (`import()`), type-only and re-exports alike. */
function specifiersOf(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      found.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The import graph of the project's sources, read with the TypeScript compiler's parser. */
export function importGraph(srcDir: string): ImportEdge[] {
  return sourceFiles(srcDir).flatMap((from) =>
    specifiersOf(join(srcDir, from)).map((spec) => {
      if (!spec.startsWith('.')) return { from, to: spec, internal: false };
      const to = relative(srcDir, resolve(dirname(join(srcDir, from)), spec)).replace(
        /\.js$/,
        '.ts',
      );
      return { from, to, internal: true };
    }),
  );
}

/** The folder of a file under src/, or `(root)` for the entries beside the folders. */
export function folderOf(file: string): string {
  const slash = file.indexOf('/');
  return slash < 0 ? '(root)' : file.slice(0, slash);
}

/** The picture's parts, top to bottom, each with its folders: the table between the parts markers. */
export function readParts(markdown: string): { part: string; folders: string[] }[] {
  const start = markdown.indexOf('<!-- parts:start -->');
  const end = markdown.indexOf('<!-- parts:end -->');
  if (start < 0 || end < start) throw new Error('no parts table between its markers');
  return markdown
    .slice(start, end)
    .split('\n')
    .slice(1)
    .flatMap((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      const [, part, folders] = cells;
      if (!part || !folders || part === 'part' || /^-+$/.test(part)) return [];
      return [{ part, folders: folders.split(',').map((folder) => folder.trim()) }];
    });
}

/**
 * Parts out of order with the floors: a part with a folder on a floor at
 * or above a floor of the part before it.
 */
export function partsOutOfOrder(
  parts: readonly { part: string; folders: readonly string[] }[],
  floors: readonly (readonly string[])[],
): string[] {
  const floorOf = new Map(floors.flatMap((folders, at) => folders.map((f) => [f, at] as const)));
  const wrong: string[] = [];
  for (let at = 1; at < parts.length; at++) {
    const above = Math.max(...(parts[at - 1]?.folders ?? []).map((f) => floorOf.get(f) ?? -1));
    const here = Math.min(...(parts[at]?.folders ?? []).map((f) => floorOf.get(f) ?? Infinity));
    if (here <= above)
      wrong.push(`${parts[at]?.part ?? ''} is not below ${parts[at - 1]?.part ?? ''}`);
  }
  return wrong;
}

/** Each floor's folders, from the table between `<!-- floors:start -->` and `<!-- floors:end -->`. */
export function readFloors(markdown: string): string[][] {
  const start = markdown.indexOf('<!-- floors:start -->');
  const end = markdown.indexOf('<!-- floors:end -->');
  if (start < 0 || end < start) throw new Error('no floors table between its markers');
  return markdown
    .slice(start, end)
    .split('\n')
    .flatMap((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return /^\d+$/.test(cells[1] ?? '')
        ? [(cells[2] ?? '').split(',').map((folder) => folder.trim())]
        : [];
    });
}

/** Imports that point to a folder on the same floor or a higher one, as `from -> to` lines. */
export function floorViolations(edges: readonly ImportEdge[], floors: string[][]): string[] {
  const floorOf = new Map(floors.flatMap((folders, floor) => folders.map((f) => [f, floor])));
  return edges.flatMap((edge) => {
    if (!edge.internal) return [];
    const [a, b] = [folderOf(edge.from), folderOf(edge.to)];
    if (a === b) return [];
    const [fa, fb] = [floorOf.get(a), floorOf.get(b)];
    return fa !== undefined && fb !== undefined && fb > fa ? [] : [`${edge.from} -> ${edge.to}`];
  });
}

/** Folders that hold sources but stand on no floor of the table. */
export function unplacedFolders(edges: readonly ImportEdge[], floors: string[][]): string[] {
  const placed = new Set(floors.flat());
  return [...new Set(edges.map((edge) => folderOf(edge.from)))].filter((f) => !placed.has(f));
}

/** Groups of files that import one another, directly or through others (Tarjan's SCCs). */
export function fileCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to, internal } of edges) {
    if (!next.has(from)) next.set(from, []);
    if (internal) next.get(from)?.push(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!next.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      onStack.delete(top);
      group.push(top);
      if (top === file) break;
    }
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const file of next.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** Which folders may import a package, by the package's name (a prefix). */
export type SdkHomes = Readonly<Record<string, readonly string[]>>;

/** Imports of a cloud SDK from a file outside the folders `homes` allows it. */
export function sdkViolations(edges: readonly ImportEdge[], homes: SdkHomes): string[] {
  return edges.flatMap((edge) => {
    if (edge.internal) return [];
    const prefix = Object.keys(homes).find((name) => edge.to.startsWith(name));
    if (prefix === undefined) return [];
    const allowed = homes[prefix] ?? [];
    return allowed.some((dir) => edge.from.startsWith(`${dir}/`))
      ? []
      : [`${edge.from} -> ${edge.to}`];
  });
}
