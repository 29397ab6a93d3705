import { StringDecoder } from 'node:string_decoder';

const MAX_LINE = 4096;

/**
 * Splits a byte stream into lines at \n or \r (progress bars redraw with \r).
 * A line longer than MAX_LINE is cut, so a trainer printing megabytes without
 * a newline cannot make the supervisor hold them.
 */
export class LineSplitter {
  private readonly decoder = new StringDecoder('utf8');
  private partial = '';

  constructor(private readonly onLine: (line: string) => void) {}

  push(chunk: Buffer): void {
    const text = this.partial + this.decoder.write(chunk);
    const parts = text.split(/\r\n|\r|\n/);
    this.partial = (parts.pop() ?? '').slice(-MAX_LINE);
    for (const line of parts) if (line !== '') this.onLine(line.slice(0, MAX_LINE));
  }

  end(): void {
    const rest = this.partial + this.decoder.end();
    this.partial = '';
    if (rest !== '') this.onLine(rest.slice(0, MAX_LINE));
  }
}
