/**
 * Runs `task` for every index below `count`, at most `concurrency` at once,
 * each worker taking the next index as it finishes one: the parts of an
 * upload or the ranges of a download, in order of start. The first failure
 * rejects; the workers still running finish their current index.
 */
export async function eachIndex(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let index = next++; index < count; index = next++) await task(index);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
