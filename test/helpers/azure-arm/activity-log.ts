// ActivityLogs_List as Insights 2015-04-01 describes it
// (../shared/specs/azure/monitor-activitylogs-2015-04-01.json): a page of
// EventData under `value` with `nextLink`, and errors as its ErrorResponse,
// code and message at the top. Departures: only the one filter shape
// spot-train sends (a time window and a resourceUri) is taken, any other is
// a 400 BadRequest though the service takes several; events carry only the
// fields spot-train reads (resourceId, operationName, status,
// eventTimestamp), and $select is ignored.

/** One activity-log event, in the fields ActivityLogs_List returns. */
export interface ActivityEvent {
  readonly resourceId: string;
  readonly operationName: string;
  readonly status: string;
  readonly eventTimestamp: string;
}

// ActivityLogs_List takes only a few filter shapes; spot-train uses the
// per-resource one: a time window and `resourceUri eq '<id>'`.
const RESOURCE_FILTER =
  /^eventTimestamp ge '([^']+)' and eventTimestamp le '([^']+)' and resourceUri eq '([^']+)'$/;

export type ActivityAnswer =
  | { readonly status: 200; readonly body: { value: unknown[]; nextLink?: string } }
  // ActivityLogs_List's documented ErrorResponse: code and message at the top, unlike ARM's `{error: {...}}`.
  | { readonly status: 400; readonly body: { code: string; message: string } };

/** Answers a query; `pageSize` splits long answers into pages linked by nextLink. */
export function queryActivityLog(
  events: readonly ActivityEvent[],
  query: URLSearchParams,
  pageUrl: (skip: number) => string,
  pageSize: number,
): ActivityAnswer {
  const filter = RESOURCE_FILTER.exec(query.get('$filter') ?? '');
  const [, from, to, resourceUri] = filter ?? [];
  if (from === undefined || to === undefined || resourceUri === undefined) {
    return {
      status: 400,
      body: {
        code: 'BadRequest',
        message: `The $filter "${query.get('$filter') ?? ''}" is not one of the supported patterns`,
      },
    };
  }
  const start = Date.parse(from);
  const end = Date.parse(to);
  const matching = events.filter((event) => {
    const at = Date.parse(event.eventTimestamp);
    return event.resourceId.toLowerCase() === resourceUri.toLowerCase() && at >= start && at <= end;
  });
  const skip = Number(query.get('$skiptoken') ?? '0');
  const page = matching.slice(skip, skip + pageSize).map((event) => ({
    resourceId: event.resourceId,
    operationName: { value: event.operationName, localizedValue: event.operationName },
    status: { value: event.status, localizedValue: event.status },
    eventTimestamp: event.eventTimestamp,
  }));
  const more = skip + pageSize < matching.length;
  return {
    status: 200,
    body: more ? { value: page, nextLink: pageUrl(skip + pageSize) } : { value: page },
  };
}

/** An error as ActivityLogs_List documents it: ErrorResponse, `code` and `message` at the top. */
export function activityError(
  status: number,
  code: string,
  message: string,
): { status: number; body: { code: string; message: string } } {
  return { status, body: { code, message } };
}
