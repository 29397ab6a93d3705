/** Where a notice came from; written into the manifest and the job summary. */
export type NoticeSourceKind =
  | 'simulated'
  | 'signal'
  | 'aws'
  | 'gcp'
  | 'azure'
  | 'cloud'
  | 'gang'
  /** Not the cloud: a member of an elastic gang at risk, stepping out once its replacement waits. */
  | 'hand-over'
  /** Not the cloud: an on-demand attempt under a deadline handing the lineage back to spot. */
  | 'hand-back';
