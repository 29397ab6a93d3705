import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  PutObjectCommand,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';

/** Create-if-absent by `If-None-Match: *`, on the servers that honour it. */
export class ConditionalWrites {
  private honoured: Promise<boolean> | undefined;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    /** The object key of a store-relative key. */
    private readonly objectKey: (key: string) => string,
  ) {}

  async putIfAbsent(objectKey: string, text: string): Promise<boolean> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: objectKey,
          Body: text,
          IfNoneMatch: '*',
        }),
      );
      return true;
    } catch (error) {
      // 412: the object exists; 409: another conditional write to it is in flight.
      if (isStatus(error, 412) || isStatus(error, 409)) return false;
      throw error;
    }
  }

  /**
   * Whether the server honours `If-None-Match: *` on PUT (AWS S3 does since
   * 2024; some compatible servers ignore it): a probe object is written
   * twice with the header, and the second write must fail. Asked once.
   */
  honours(): Promise<boolean> {
    this.honoured ??= (async () => {
      const probe = this.objectKey(`.spot-train-probe/${randomBytes(8).toString('hex')}`);
      await this.putIfAbsent(probe, 'probe');
      const secondWon = await this.putIfAbsent(probe, 'probe');
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: probe }));
      return !secondWon;
    })().catch((error: unknown) => {
      // A probe cut short by the network answers nothing: the next claim asks
      // again. Kept, its failure would fail every claim of the run.
      this.honoured = undefined;
      throw error;
    });
    return this.honoured;
  }
}

function isStatus(error: unknown, status: number): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === status;
}
