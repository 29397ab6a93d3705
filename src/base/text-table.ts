/**
 * A table for a terminal: columns padded to their widest cell, two spaces
 * apart, the last column unpadded so no line ends in blanks.
 */
export function textTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): string[] {
  const all = [headers, ...rows];
  const widths = headers.map((_, column) =>
    Math.max(...all.map((row) => (row[column] ?? '').length)),
  );
  return all.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}
