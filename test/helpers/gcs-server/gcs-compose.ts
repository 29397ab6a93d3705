import {
  GcsApiError,
  PRECONDITION_FAILED,
  setComposedCrc32c,
  type GcsBuckets,
  type StoredObject,
} from './gcs-objects.js';
import { preconditionsOf } from './gcs-uploads.js';

interface ComposeRequest {
  sourceObjects?: {
    name?: string;
    generation?: string;
    objectPreconditions?: { ifGenerationMatch?: string };
  }[];
  destination?: { contentType?: string; metadata?: Record<string, string> };
}

/** objects.compose: 1 to 32 sources of this bucket, concatenated in order into the destination. */
export function compose(
  buckets: GcsBuckets,
  bucketName: string,
  destination: string,
  query: URLSearchParams,
  body: Buffer,
): StoredObject {
  const request = JSON.parse(body.toString('utf8') || '{}') as ComposeRequest;
  const sources = request.sourceObjects ?? [];
  if (sources.length === 0 || sources.length > 32)
    throw new GcsApiError(
      400,
      'invalid',
      'The number of source components provided must be between 1 and 32.',
    );
  const parts = sources.map((source) => {
    if (!source.name) throw new GcsApiError(400, 'required', 'Required source object name.');
    const found = buckets.get(bucketName, source.name, source.generation);
    const wanted = source.objectPreconditions?.ifGenerationMatch;
    if (wanted !== undefined && Number(wanted) !== found.generation) throw PRECONDITION_FAILED();
    return found;
  });
  const componentCount = parts.reduce((sum, part) => sum + (part.componentCount ?? 1), 0);
  if (componentCount > 1024)
    throw new GcsApiError(
      400,
      'invalid',
      'The composite object would have more than 1024 components.',
    );
  const composed = buckets.put(
    bucketName,
    {
      name: destination,
      data: parts.flatMap((part) => part.data),
      contentType: request.destination?.contentType ?? 'application/octet-stream',
      metadata: request.destination?.metadata ?? {},
      componentCount,
    },
    preconditionsOf(query),
  );
  setComposedCrc32c(composed, parts);
  return composed;
}
