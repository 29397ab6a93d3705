/**
 * A Markdown table's lines. A `|` inside a cell is escaped, since a file
 * name or an error message may hold one and would otherwise split the row.
 * Empty headers make the two-column "name | value" tables the summaries use.
 */
export function markdownTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): string[] {
  const line = (cells: readonly string[]) =>
    `|${cells.map((cell) => (cell === '' ? ' ' : ` ${cell.replaceAll('|', '\\|')} `)).join('|')}|`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)];
}
