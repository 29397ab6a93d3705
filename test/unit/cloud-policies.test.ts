import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/run-dist.js';
import { sourcesUnder } from '../helpers/source-text.js';

/** The SDK commands a text sends: `new XCommand(` and `paginateX(`. */
function commandsIn(text: string): Set<string> {
  return new Set([
    ...[...text.matchAll(/\bnew ([A-Z]\w+)Command\(/g)].map((m) => m[1] ?? ''),
    ...[...text.matchAll(/\bpaginate([A-Z]\w+)\(/g)].map((m) => m[1] ?? ''),
  ]);
}

/**
 * The IAM action each S3 call is authorized by (AWS's "Actions defined by
 * Amazon S3"): the parts of a multipart upload are PutObject, a HEAD is
 * GetObject, a listing is ListBucket.
 */
const S3_ACTION: Readonly<Record<string, string>> = {
  PutObject: 's3:PutObject',
  CreateMultipartUpload: 's3:PutObject',
  UploadPart: 's3:PutObject',
  CompleteMultipartUpload: 's3:PutObject',
  GetObject: 's3:GetObject',
  HeadObject: 's3:GetObject',
  DeleteObject: 's3:DeleteObject',
  AbortMultipartUpload: 's3:AbortMultipartUpload',
  ListObjectsV2: 's3:ListBucket',
  ListMultipartUploads: 's3:ListBucketMultipartUploads',
};

/** What the code calls on AWS, as IAM actions. */
async function actionsCalled(): Promise<string[]> {
  const ec2 = [...commandsIn(await sourcesUnder('clouds/aws'))].map((name) => `ec2:${name}`);
  const s3 = [...commandsIn(await sourcesUnder('store/s3'))].map((name) => {
    const action = S3_ACTION[name];
    if (!action) throw new Error(`S3 call ${name} has no IAM action in this test's table`);
    return action;
  });
  // Not SDK calls of spot-train: EC2 checks them on RunInstances when an
  // instance profile is given, or an image is `resolve:ssm:`. The launch's
  // errors name them; their presence there is what is checked here.
  const launchErrors = await readFile(join(ROOT, 'src/clouds/aws/launch-errors.ts'), 'utf8');
  const onBehalf = ['iam:PassRole', 'ssm:GetParameters'].filter((action) =>
    launchErrors.includes(action),
  );
  return [...new Set([...ec2, ...s3, ...onBehalf])].sort();
}

interface Statement {
  Action: string | string[];
  Condition?: Record<string, Record<string, string>>;
}

/** The JSON policy blocks of a page. */
async function policies(page: string): Promise<{ Statement: Statement[] }[]> {
  const text = await readFile(join(ROOT, page), 'utf8');
  return [...text.matchAll(/```json\n([\s\S]*?)```/g)].map(
    (m) => JSON.parse(m[1] ?? '') as { Statement: Statement[] },
  );
}

const actionsOf = (statements: readonly Statement[]) =>
  statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

describe('docs/aws.md', () => {
  it("grants the workflow's role every action spot-train calls on AWS, and nothing else", async () => {
    const [, role] = await policies('docs/aws.md');
    expect([...new Set(actionsOf(role?.Statement ?? []))].sort()).toEqual(await actionsCalled());
  });

  it('lets only the repository assume the role, through GitHub OIDC', async () => {
    const [trust] = await policies('docs/aws.md');
    const [statement] = trust?.Statement ?? [];
    expect(statement?.Action).toBe('sts:AssumeRoleWithWebIdentity');
    expect(statement?.Condition?.StringEquals).toEqual({
      'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
    });
    expect(statement?.Condition?.StringLike).toEqual({
      'token.actions.githubusercontent.com:sub': 'repo:OWNER/REPO:*',
    });
  });

  it('gives the VM only the store: the S3 actions the stores call', async () => {
    const text = await readFile(join(ROOT, 'docs/aws.md'), 'utf8');
    const vm = /--policy-name store --policy-document "([\s\S]*?)"\n/.exec(text)?.[1] ?? '';
    const granted = [...vm.matchAll(/\\"(s3:\w+)\\"/g)].map((m) => m[1]);
    const s3 = (await actionsCalled()).filter((action) => action.startsWith('s3:'));
    expect([...new Set(granted)].sort()).toEqual(s3);
  });
});
