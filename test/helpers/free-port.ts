import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on (it was free a moment ago). */
export async function freePort(): Promise<number> {
  return listenOnce(0);
}

/**
 * A free port whose next port is free too: a gang's torchrun rendezvous and,
 * on the port after it, spot-train's notice channel.
 */
export async function freePortPair(): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const port = await listenOnce(0);
    if (
      port < 65535 &&
      (await listenOnce(port + 1).then(
        () => true,
        () => false,
      ))
    )
      return port;
  }
  throw new Error('no two free ports in a row');
}

function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      server.close(() => resolve(bound));
    });
  });
}
