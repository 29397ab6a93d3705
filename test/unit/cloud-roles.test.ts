import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/run-dist.js';
import { sourcesUnder } from '../helpers/source-text.js';

/** The setup commands of a page: its `sh` blocks (the workflow it includes is YAML). */
async function shellOf(page: string): Promise<string> {
  const text = await readFile(join(ROOT, page), 'utf8');
  return [...text.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] ?? '').join('\n');
}

/** Whether a role that grants `patterns` (IAM's `*` wildcards) grants `action`. */
function grants(patterns: readonly string[], action: string): boolean {
  return patterns.some((pattern) =>
    new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`, 'i').test(action),
  );
}

/**
 * Checks that `roles` grant every one of `needed` and that each role is
 * there for something: it alone, of those given, grants some action needed.
 */
function expectExactly(
  roles: readonly string[],
  table: Readonly<Record<string, readonly string[]>>,
  needed: readonly string[],
) {
  for (const role of roles)
    expect(table, `a role this test does not know: ${role}`).toHaveProperty([role]);
  const ungranted = needed.filter(
    (action) => !roles.some((role) => grants(table[role] ?? [], action)),
  );
  expect(ungranted, 'actions the code calls that no role given grants').toEqual([]);
  for (const role of roles) {
    const own = needed.filter(
      (action) =>
        grants(table[role] ?? [], action) &&
        !roles.some((other) => other !== role && grants(table[other] ?? [], action)),
    );
    expect(own, `${role} is given for nothing the code calls`).not.toEqual([]);
  }
}

/** Compute API methods spot-train calls on GCP, as the IAM permission each needs. */
const COMPUTE_PERMISSION: Readonly<Record<string, string>> = {
  'instances.insert': 'compute.instances.create',
  'instances.bulkInsert': 'compute.instances.create',
  'instances.get': 'compute.instances.get',
  'instances.delete': 'compute.instances.delete',
  'instances.aggregatedListAsync': 'compute.instances.list',
  'instances.setLabels': 'compute.instances.setLabels',
  'operations.wait': 'compute.zoneOperations.get',
  'operations.listAsync': 'compute.zoneOperations.list',
  // The project of the credentials, read by the auth library: no Compute call.
  'instances.getProjectId': '',
};

/**
 * What instances.insert checks on the caller for the parts of the instance
 * body spot-train sends (Compute's documentation of instances.insert).
 */
const BODY_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  initializeParams: ['compute.disks.create'],
  sourceImage: ['compute.images.useReadOnly'],
  subnetwork: ['compute.subnetworks.use'],
  accessConfigs: ['compute.subnetworks.useExternalIp'],
  metadata: ['compute.instances.setMetadata'],
  labels: ['compute.instances.setLabels'],
  serviceAccounts: ['compute.instances.setServiceAccount', 'iam.serviceAccounts.actAs'],
};

/** The permissions of the roles the GCP page may give, from Google's predefined roles reference (in part). */
const GCP_ROLES: Readonly<Record<string, readonly string[]>> = {
  'roles/compute.instanceAdmin.v1': [
    'compute.instances.*',
    'compute.zoneOperations.*',
    'compute.disks.create',
    'compute.images.useReadOnly',
    'compute.subnetworks.use',
    'compute.subnetworks.useExternalIp',
  ],
  'roles/iam.serviceAccountUser': ['iam.serviceAccounts.actAs'],
  'roles/storage.objectUser': ['storage.objects.*', 'storage.multipartUploads.*'],
};

/** The GCS calls of the store, as permissions: listing, reading, writing and deleting objects. */
const GCS_PERMISSIONS = [
  'storage.objects.list',
  'storage.objects.get',
  'storage.objects.create',
  'storage.objects.delete',
];

async function gcpPermissionsCalled(): Promise<string[]> {
  const code = await sourcesUnder('clouds/gcp');
  const calls = [...code.matchAll(/\b(instances|operations)\.(\w+)\(/g)].map(
    (m) => `${m[1]}.${m[2]}`,
  );
  const unknown = calls.filter((call) => !(call in COMPUTE_PERMISSION));
  expect(unknown, 'Compute calls this test has no permission for').toEqual([]);
  const body = await readFile(join(ROOT, 'src/clouds/gcp/instance-resource.ts'), 'utf8');
  const fields = Object.entries(BODY_PERMISSIONS)
    .filter(([field]) => new RegExp(`\\b${field}\\b`).test(body))
    .flatMap(([, permissions]) => permissions);
  const permissions = calls.map((call) => COMPUTE_PERMISSION[call] ?? '').filter(Boolean);
  return [...new Set([...permissions, ...fields])].sort();
}

describe('docs/gcp.md', () => {
  it("gives the workflow's service account the roles for every Compute call and store call, and no more", async () => {
    const shell = await shellOf('docs/gcp.md');
    // Every binding of the workflow's account, but the federation's (which lets GitHub act as it).
    const roles = [...shell.matchAll(/--role (roles\/[\w.]+)/g)]
      .map((m) => m[1] ?? '')
      .filter((role) => role !== 'roles/iam.workloadIdentityUser');
    expectExactly([...new Set(roles)], GCP_ROLES, [
      ...(await gcpPermissionsCalled()),
      ...GCS_PERMISSIONS,
    ]);
    expect(shell).toMatch(
      /--role roles\/iam\.workloadIdentityUser[\s\S]*attribute\.repository\/\$REPO/,
    );
  });

  it('gives the VM its own account with the store and nothing else', async () => {
    const shell = await shellOf('docs/gcp.md');
    expect(shell).toMatch(
      /for sa in "\$GITHUB_SA" "\$VM_SA"; do[\s\S]*--role roles\/storage\.objectUser/,
    );
    const vmBindings = [
      ...shell.matchAll(/--member "serviceAccount:\$VM_SA"[^\n]*\n?[^\n]*--role (\S+)/g),
    ];
    expect(vmBindings).toEqual([]);
  });
});

/** Blob calls of the Azure store, as the data action each needs. */
const BLOB_ACTION: Readonly<Record<string, string>> = {
  upload: 'blobs/write',
  stageBlock: 'blobs/write',
  commitBlockList: 'blobs/write',
  download: 'blobs/read',
  getProperties: 'blobs/read',
  listBlobsFlat: 'blobs/read',
  listBlobsByHierarchy: 'blobs/read',
  deleteIfExists: 'blobs/delete',
};
const BLOBS = 'Microsoft.Storage/storageAccounts/blobServices/containers';

/**
 * The actions of the roles the Azure page may give, from Microsoft's
 * built-in roles reference (in part: what touches VMs, networks, logs, blobs).
 */
const AZURE_ROLES: Readonly<Record<string, readonly string[]>> = {
  'Virtual Machine Contributor': [
    'Microsoft.Compute/locations/*',
    'Microsoft.Compute/virtualMachines/*',
    'Microsoft.Network/networkInterfaces/*',
    'Microsoft.Network/virtualNetworks/subnets/join/action',
    'Microsoft.Network/publicIPAddresses/join/action',
    'Microsoft.Network/publicIPAddresses/read',
  ],
  'Network Contributor': ['Microsoft.Network/*'],
  'Monitoring Reader': ['*/read'],
  'Storage Blob Data Contributor': [
    `${BLOBS}/blobs/delete`,
    `${BLOBS}/blobs/read`,
    `${BLOBS}/blobs/write`,
    `${BLOBS}/blobs/add/action`,
  ],
};

async function azureActionsCalled(): Promise<string[]> {
  const code = await sourcesUnder('clouds/azure');
  // Every ARM call names the action Azure authorizes it by, for its error messages.
  const arm = [
    ...code.matchAll(/\b(?:armCall|explained)\(\s*\w+,\s*'(Microsoft\.[\w/.]+)'/g),
    ...code.matchAll(/action: '(Microsoft\.[\w/.]+)'/g),
  ].map((m) => m[1] ?? '');
  // ARM checks it on the VM's write, for the subnet its NIC joins.
  const onBehalf = code.includes('subnets/join/action')
    ? ['Microsoft.Network/virtualNetworks/subnets/join/action']
    : [];
  const store = await sourcesUnder('store/azure');
  const blob = [...store.matchAll(/\.(\w+)\(/g)]
    .map((m) => m[1] ?? '')
    .filter((method) => Object.hasOwn(BLOB_ACTION, method))
    .map((method) => BLOB_ACTION[method])
    .map((action) => `${BLOBS}/${action}`);
  return [...new Set([...arm, ...onBehalf, ...blob])].sort();
}

describe('docs/azure.md', () => {
  it("assigns the workflow's identity the roles for every ARM and blob call, and no more", async () => {
    const shell = await shellOf('docs/azure.md');
    const loop = /for role in ((?:"[^"]+" ?)+); do/.exec(shell)?.[1] ?? '';
    const roles = [
      ...[...loop.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? ''),
      ...[...shell.matchAll(/--role "([^"]+)"/g)].map((m) => m[1] ?? ''),
    ].filter((role) => role !== '$role');
    const called = await azureActionsCalled();
    expect(called).toContain('Microsoft.Compute/virtualMachines/write');
    expect(called).toContain(`${BLOBS}/blobs/write`);
    expectExactly([...new Set(roles)], AZURE_ROLES, called);
  });

  it('scopes the blob role to the container, the others to the resource group', async () => {
    const shell = await shellOf('docs/azure.md');
    expect(shell).toMatch(
      /--role "Storage Blob Data Contributor" \\\n\s+--scope "\$SCOPE\/blobServices\/default\/containers\/checkpoints"/,
    );
    expect(shell).toMatch(/--scope "\/subscriptions\/\$SUB\/resourceGroups\/\$RG"/);
  });
});
