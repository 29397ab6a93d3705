import type { CloudName, LaunchSpec, LaunchingCloud, Rung } from '../clouds/cloud.js';

/**
 * What a ladder's rungs are started with: the adapter of each rung's cloud
 * and the spec its VMs get there (each cloud has its own image and
 * options). A ladder within one cloud has one of each.
 */
export interface RungLauncher {
  cloudOf(rung: Rung): LaunchingCloud;
  specOf(rung: Rung): LaunchSpec;
}

/** Every rung on one cloud with one spec. */
export function oneCloud(cloud: LaunchingCloud, spec: LaunchSpec): RungLauncher {
  return { cloudOf: () => cloud, specOf: () => spec };
}

/** Each rung on its own cloud's adapter and spec; the ladder holds only rungs of these clouds. */
export function cloudsLauncher(
  clouds: ReadonlyMap<CloudName, { readonly cloud: LaunchingCloud; readonly spec: LaunchSpec }>,
): RungLauncher {
  const of = (rung: Rung) => {
    const own = clouds.get(rung.cloud);
    if (own === undefined) throw new Error(`no ${rung.cloud} adapter for a rung of the ladder`);
    return own;
  };
  return { cloudOf: (rung) => of(rung).cloud, specOf: (rung) => of(rung).spec };
}
