// Reading a parsed JSON body whose shape is not known yet: a value of the
// wrong kind reads as empty, so a check further on decides what to answer.
// No Azure description applies; what Azure refuses is decided in vm-rules.ts.

export type Json = Record<string, unknown>;

export function object(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}

export function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.map(object) : [];
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
