import type { QueryParameterBag } from '@smithy/types';

/**
 * The query as SigV4 signed it: RFC 3986 encoding, which escapes the few
 * characters encodeURIComponent leaves alone, and a bare key for a null value.
 */
export function queryString(query: QueryParameterBag): string {
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
