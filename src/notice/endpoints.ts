/** Where each cloud's metadata server is (the settings read it: settings/cloud-environment.ts). */
export interface MetadataEndpoints {
  readonly aws: string;
  /** host[:port] */
  readonly gcp: string;
  readonly azure: string;
}
