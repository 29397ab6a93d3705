import type { Urls } from '../representations.js';

export interface Page<T> {
  readonly items: T[];
  readonly total: number;
  /** The Link header, or undefined when everything fits on one page. */
  readonly link: string | undefined;
}

/**
 * GitHub's page-number pagination: per_page (default 30, capped at 100) and
 * page (from 1), with a Link header naming first/prev/next/last pages, which
 * Octokit's paginate() follows by rel="next".
 */
export function paginate<T>(
  items: readonly T[],
  query: URLSearchParams,
  urls: Urls,
  pathname: string,
): Page<T> {
  const perPage = Math.min(100, Math.max(1, Number(query.get('per_page') ?? 30)));
  const page = Math.max(1, Number(query.get('page') ?? 1));
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const slice = items.slice((page - 1) * perPage, page * perPage);
  const link = (target: number): string => {
    const params = new URLSearchParams(query);
    params.set('per_page', String(perPage));
    params.set('page', String(target));
    return `<${urls.api}${pathname}?${params.toString()}>`;
  };
  const rels: string[] = [];
  if (page > 1) rels.push(`${link(page - 1)}; rel="prev"`);
  if (page < last) rels.push(`${link(page + 1)}; rel="next"`, `${link(last)}; rel="last"`);
  if (page > 1) rels.push(`${link(1)}; rel="first"`);
  return { items: slice, total: items.length, link: rels.length > 0 ? rels.join(', ') : undefined };
}
