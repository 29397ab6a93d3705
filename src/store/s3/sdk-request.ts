import type { HttpRequest, QueryParameterBag } from '@smithy/types';

// What both transports of the download client send for a request the SDK
// signed: its path and query, and its headers.

/** The request target: the path and the query, exactly as SigV4 signed them. */
export function requestTarget(request: HttpRequest): string {
  const query = request.query ? queryString(request.query) : '';
  return `${request.path}${query ? `?${query}` : ''}`;
}

/**
 * The request's headers less Expect: undici refuses it, and neither
 * transport waits for a 100 Continue before a body.
 */
export function headersToSend(request: HttpRequest): Record<string, string> {
  return Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'expect'),
  );
}

/**
 * The query as SigV4 signed it: RFC 3986 encoding, which escapes the few
 * characters encodeURIComponent leaves alone, and a bare key for a null value.
 */
function queryString(query: QueryParameterBag): string {
  const encode = (text: string): string =>
    encodeURIComponent(text).replace(
      /[!'()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  const parts: string[] = [];
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value === null || value === undefined) parts.push(encode(key));
    else
      for (const one of Array.isArray(value) ? value : [value])
        parts.push(`${encode(key)}=${encode(one)}`);
  }
  return parts.join('&');
}
