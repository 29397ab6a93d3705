// The GCS stand-in of the tests in a process of its own, so the bench's
// clients and the server do not share a thread: `node gcs-standin-main.js
// PORT BUCKET`. Prints "ready" once it listens.
import { startGcsServer } from '../test/helpers/gcs-server/gcs-server.js';

const [port = '0', bucket = 'bench'] = process.argv.slice(2);
await startGcsServer([bucket], Number(port));
process.stdout.write('ready\n');
