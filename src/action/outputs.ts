/** Every output name, as action.yml spells it. */
export const Output = {
  outcome: 'outcome',
  attempt: 'attempt',
  lineage: 'lineage',
  runKey: 'run-key',
  exitCode: 'exit-code',
  restoredFrom: 'restored-from',
  filesUploaded: 'files-uploaded',
  bytesUploaded: 'bytes-uploaded',
  manifest: 'manifest',
  restartRunId: 'restart-run-id',
} as const;
