/**
 * The head of an HTTP/1.1 request without a body. Every part is checked
 * for the characters that end a line (or a string in C): a key or header
 * holding one would let its text be read as a header or request of its own.
 */
export function requestHead(
  method: string,
  target: string,
  host: string,
  headers: Readonly<Record<string, string>>,
): string {
  const lines = [`${method} ${target} HTTP/1.1`];
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'host'))
    lines.push(`host: ${host}`);
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  for (const line of lines) {
    if (/[\r\n\0]/.test(line))
      throw new Error(`refusing to send a request line with a line break: ${JSON.stringify(line)}`);
  }
  if (!/^[A-Z]+$/.test(method) || /\s/.test(target)) {
    throw new Error(`refusing to send "${method} ${target}": not a request line`);
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}
