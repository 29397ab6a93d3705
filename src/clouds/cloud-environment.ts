/**
 * What each cloud's adapter takes from the job's environment beyond what
 * its SDK reads itself (credentials, the SDK's own endpoint variables).
 * The settings layer reads it once (settings/cloud-environment.ts); an
 * adapter never looks at process.env, so a test or a second cloud in the
 * same process hands each adapter its own.
 */
export interface CloudEnvironment {
  readonly aws: {
    /** For a VM whose ref names no region. */
    readonly region?: string;
    /** The Price List Query API; AWS's public one when not given. */
    readonly priceListEndpoint?: string;
  };
  readonly gcp: {
    readonly project?: string;
    /** The Compute Engine API, when not compute.googleapis.com. */
    readonly computeEndpoint?: string;
    /** The Cloud Billing Catalog, when not Google's (then no credentials are sent). */
    readonly billingEndpoint?: string;
  };
  readonly azure: {
    readonly subscriptionId?: string;
    /** ARM's base URL, when not https://management.azure.com. */
    readonly armEndpoint?: string;
    /** The Retail Prices API, when not https://prices.azure.com. */
    readonly pricesEndpoint?: string;
  };
}
