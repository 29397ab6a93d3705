// One node's bare upload for the gang-notice baseline, in a process of its
// own as each node's supervisor is: `node gang-bare-upload-child.js FILE KEY`.
// Opens the S3 store (SDK loaded, one request made), prints "ready", waits
// for a line on stdin so every node starts at once, uploads FILE to KEY and
// prints when the upload ended (ms since the epoch).
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { s3rverStore } from './s3-server.js';

const [file = '', key = ''] = process.argv.slice(2);
if (!file || !key) throw new Error('usage: gang-bare-upload-child.js FILE KEY');
const store = await s3rverStore('gang-bare');
await store.writeText(`${key}.warm-up`, 'x');
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
await once(lines, 'line');
await store.putFile(key, file);
process.stdout.write(`${JSON.stringify({ endedAt: Date.now() })}\n`);
lines.close();
