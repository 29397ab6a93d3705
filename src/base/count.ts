/** "1 file", "3 files", "2 other processes": reports read as sentences. */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
