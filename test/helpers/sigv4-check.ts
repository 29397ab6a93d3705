import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const encode = (text: string): string =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
const hmac = (key: string | Buffer, text: string): Buffer =>
  createHmac('sha256', key).update(text).digest();

/**
 * Checks a request's SigV4 signature the way S3 does (AWS's "Create a
 * signed AWS API request" steps): from the path, query and headers as they
 * arrived. s3rver accepts any V4 signature, so tests of a transport check
 * here that it sent exactly what the SDK signed.
 */
export function signatureMatches(request: IncomingMessage, secretAccessKey: string): boolean {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/([^,]+), ?SignedHeaders=([^,]+), ?Signature=(\w+)$/.exec(
      request.headers.authorization ?? '',
    );
  if (!auth) return false;
  const [, , scope = '', signedHeaders = '', signature = ''] = auth;
  const [path = '', rawQuery = ''] = (request.url ?? '').split('?', 2);
  const query = rawQuery
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const [key = '', value = ''] = part.split('=', 2);
      return `${encode(decodeURIComponent(key))}=${encode(decodeURIComponent(value))}`;
    })
    .sort()
    .join('&');
  const names = signedHeaders.split(';');
  const headers = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [
    request.method,
    path,
    query,
    headers,
    signedHeaders,
    request.headers['x-amz-content-sha256'],
  ].join('\n');
  const amzDate = String(request.headers['x-amz-date']);
  const [date = '', region = '', service = ''] = scope.split('/');
  const toSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service),
    'aws4_request',
  );
  return hmac(key, toSign).toString('hex') === signature;
}
