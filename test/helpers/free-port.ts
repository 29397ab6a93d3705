import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Where ports are picked: below the kernel's ephemeral range. A port handed
 * out by listen(0) is closed again before the server under test binds it,
 * and in between any process asking for an ephemeral port (torch picks its
 * workers' store port that way) may be given the same one; a port below
 * the range is never handed out like that.
 */
function pickRange(): { low: number; high: number } {
  let ephemeralLow = 32768;
  try {
    ephemeralLow = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0],
    );
  } catch {
    // Not Linux: the IANA range starts at 49152, and 32768 is below both.
  }
  const high = Math.max(2048, Math.min(ephemeralLow, 49152)) - 1;
  return { low: Math.max(1024, high - 12_000), high };
}

const RANGE = pickRange();

function randomPort(): number {
  return RANGE.low + Math.floor(Math.random() * (RANGE.high - RANGE.low + 1));
}

/** A TCP port on 127.0.0.1 that nothing listens on (it was free a moment ago). */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const port = randomPort();
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port in ${String(RANGE.low)}-${String(RANGE.high)}`);
}

/**
 * A free port whose next port is free too: a gang's torchrun rendezvous and,
 * on the port after it, spot-train's notice channel.
 */
export async function freePortPair(): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const port = randomPort();
    if (port < RANGE.high && (await bindable(port)) && (await bindable(port + 1))) return port;
  }
  throw new Error('no two free ports in a row');
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
