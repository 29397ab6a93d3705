// The two @google-cloud/compute clients the adapter uses, imported by their
// own paths: the package root loads every Compute API (a 50 MB bundle chunk,
// seconds to load). The package has no `exports` map, so Node and TypeScript
// both resolve these paths; they are declared here, narrowed to what the
// adapter reads, because the package's own declarations pull in a 33 MB
// protos.d.ts that made every typecheck of the project about 9 s slower.
// Field names and types follow the REST API's JSON, which the client returns
// as is in its REST transport (int64 and uint64 values as strings).

declare module '@google-cloud/compute/build/src/v1/instances_client.js' {
  /** The client options spot-train sets (google-gax ClientOptions, a subset). */
  export interface ComputeClientOptions {
    /** true or 'rest': HTTP/1.1 with JSON, no gRPC. */
    fallback?: boolean | 'rest';
    projectId?: string;
    /** Host, or host:port, of the API. */
    apiEndpoint?: string;
    port?: number;
    /** 'http' for a local emulator; 'https' otherwise. */
    protocol?: string;
    /** A google-auth-library AuthClient, used instead of Application Default Credentials. */
    authClient?: object;
    /** A GoogleAuth to share, so two clients resolve credentials once. */
    auth?: object;
  }

  export interface IErrorDetail {
    quotaInfo?: {
      metricName?: string | null;
      limitName?: string | null;
      limit?: number | null;
      dimensions?: Record<string, string> | null;
    } | null;
    errorInfo?: { reason?: string | null; metadatas?: Record<string, string> | null } | null;
  }

  export interface IOperationError {
    errors?: readonly {
      code?: string | null;
      message?: string | null;
      location?: string | null;
      errorDetails?: readonly IErrorDetail[] | null;
    }[];
  }

  export interface IOperation {
    id?: string | null;
    name?: string | null;
    zone?: string | null;
    operationType?: string | null;
    status?: string | null;
    statusMessage?: string | null;
    targetId?: string | null;
    targetLink?: string | null;
    insertTime?: string | null;
    endTime?: string | null;
    progress?: number | null;
    httpErrorStatusCode?: number | null;
    httpErrorMessage?: string | null;
    error?: IOperationError | null;
  }

  export interface IAccessConfig {
    name?: string | null;
    type?: string | null;
  }

  export interface INetworkInterface {
    network?: string | null;
    subnetwork?: string | null;
    accessConfigs?: readonly IAccessConfig[];
    /** Output only: the interface's private IPv4 address. */
    networkIP?: string | null;
  }

  export interface IAttachedDisk {
    boot?: boolean | null;
    autoDelete?: boolean | null;
    initializeParams?: {
      sourceImage?: string | null;
      diskSizeGb?: string | null;
      diskType?: string | null;
    } | null;
  }

  export interface IScheduling {
    provisioningModel?: string | null;
    instanceTerminationAction?: string | null;
    maxRunDuration?: { seconds?: string | null } | null;
    onHostMaintenance?: string | null;
    automaticRestart?: boolean | null;
  }

  export interface IInstance {
    id?: string | null;
    name?: string | null;
    zone?: string | null;
    machineType?: string | null;
    status?: string | null;
    statusMessage?: string | null;
    labels?: Record<string, string> | null;
    /** Output only: what setLabels must quote, so it cannot overwrite labels it has not seen. */
    labelFingerprint?: string | null;
    creationTimestamp?: string | null;
    lastStartTimestamp?: string | null;
    lastStopTimestamp?: string | null;
    scheduling?: IScheduling | null;
    metadata?: { items?: readonly { key?: string | null; value?: string | null }[] } | null;
    disks?: readonly IAttachedDisk[];
    networkInterfaces?: readonly INetworkInterface[];
    serviceAccounts?: readonly { email?: string | null; scopes?: readonly string[] }[];
    guestAccelerators?: readonly {
      acceleratorType?: string | null;
      acceleratorCount?: number | null;
    }[];
    /** Resource policies by URL or `projects/P/regions/R/resourcePolicies/NAME`. */
    resourcePolicies?: readonly string[] | null;
  }

  /**
   * What instances.bulkInsert creates each VM from. Unlike an Instance, the
   * machine, disk and accelerator types are names, not URLs (a URL makes the
   * request fail), and resource policies are names too.
   */
  export interface IInstanceProperties extends Pick<
    IInstance,
    | 'machineType'
    | 'labels'
    | 'scheduling'
    | 'metadata'
    | 'disks'
    | 'networkInterfaces'
    | 'serviceAccounts'
    | 'guestAccelerators'
  > {
    /** Bare names, unlike an Instance's. */
    resourcePolicies?: readonly string[];
  }

  /** The body of instances.bulkInsert; int64 counts go as strings in JSON. */
  export interface IBulkInsertInstanceResource {
    count?: string | number | null;
    /** Fewer than this many can be created: none is, and any created is deleted. */
    minCount?: string | number | null;
    /** Keyed by the VM names to create; Compute sets nothing else from the values spot-train sends. */
    perInstanceProperties?: Record<string, { hostname?: string | null }> | null;
    instanceProperties?: IInstanceProperties | null;
  }

  export interface IInstancesScopedList {
    instances?: readonly IInstance[];
  }

  /**
   * The async iterators always fetch page by page, but warn (a process
   * warning, in the job log) unless told autoPaginate is off.
   */
  export interface PagingOptions {
    autoPaginate?: false;
  }

  /** What insert and delete resolve to first: the Operation is `latestResponse`. */
  export interface LROperation {
    latestResponse: IOperation;
  }

  export class InstancesClient {
    constructor(opts?: ComputeClientOptions);
    /** The GoogleAuth (or the AuthClient given) the client signs requests with. */
    readonly auth: { getAccessToken(): Promise<unknown> };
    getProjectId(): Promise<string>;
    insert(request: {
      project: string;
      zone: string;
      instanceResource: IInstance;
    }): Promise<[LROperation, ...unknown[]]>;
    bulkInsert(request: {
      project: string;
      zone: string;
      bulkInsertInstanceResourceResource: IBulkInsertInstanceResource;
    }): Promise<[LROperation, ...unknown[]]>;
    get(request: {
      project: string;
      zone: string;
      instance: string;
    }): Promise<[IInstance, ...unknown[]]>;
    setLabels(request: {
      project: string;
      zone: string;
      instance: string;
      instancesSetLabelsRequestResource: {
        labels: Record<string, string>;
        labelFingerprint: string;
      };
    }): Promise<[LROperation, ...unknown[]]>;
    delete(request: {
      project: string;
      zone: string;
      instance: string;
    }): Promise<[LROperation, ...unknown[]]>;
    /** Yields [scope, list] pairs, the scope being `zones/<zone>`; pages are fetched as needed. */
    aggregatedListAsync(
      request: {
        project: string;
        filter?: string;
        maxResults?: number;
      },
      options?: PagingOptions,
    ): AsyncIterable<[string, IInstancesScopedList]>;
    close(): Promise<void>;
  }
}

declare module '@google-cloud/compute/build/src/v1/zone_operations_client.js' {
  import type {
    ComputeClientOptions,
    IOperation,
    PagingOptions,
  } from '@google-cloud/compute/build/src/v1/instances_client.js';

  export class ZoneOperationsClient {
    constructor(opts?: ComputeClientOptions);
    /** Returns when the operation is DONE or after about two minutes, whichever is first. */
    wait(request: {
      project: string;
      zone: string;
      operation: string;
    }): Promise<[IOperation, ...unknown[]]>;
    listAsync(
      request: {
        project: string;
        zone: string;
        filter?: string;
        maxResults?: number;
      },
      options?: PagingOptions,
    ): AsyncIterable<IOperation>;
    close(): Promise<void>;
  }
}
