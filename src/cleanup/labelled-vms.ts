import type { LaunchingCloud, TaggedInstance } from '../clouds/cloud.js';

/** Where VMs are looked for by their labels: a cloud, its regions, the labels they carry. */
export interface LabelSearch {
  readonly cloud: LaunchingCloud;
  readonly regions: readonly string[];
  readonly labels: Readonly<Record<string, string>>;
}

/** A cloud and the regions its VMs are looked for in: a label search but its labels. */
export type CloudRegions = Omit<LabelSearch, 'labels'>;

/**
 * Every VM carrying the labels, region by region. A region that cannot be
 * listed is passed over and returned with its error: each cleanup reports
 * it in its own way and goes on with the others.
 */
export async function listLabelled(search: LabelSearch): Promise<{
  readonly vms: TaggedInstance[];
  readonly unlisted: { readonly region: string; readonly error: unknown }[];
}> {
  const vms: TaggedInstance[] = [];
  const unlisted: { region: string; error: unknown }[] = [];
  for (const region of search.regions) {
    try {
      vms.push(...(await search.cloud.listByLabels(region, search.labels)));
    } catch (error) {
      unlisted.push({ region, error });
    }
  }
  return { vms, unlisted };
}
