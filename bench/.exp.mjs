// throwaway experiment (not committed)
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
const B = '/work/main/build/bench/bench/';
const { startS3rver, s3rverStore, ENDPOINT, CREDENTIALS } = await import(B + 's3-server.js');
const { makeCheckpointSet } = await import(B + 'store-sync.js');
const { syncOnce } = await import(B + 'sync-once.js');
const { restoreLineage } = await import('/work/main/build/bench/src/checkpoints/restore.js');
const { systemClock } = await import('/work/main/build/bench/src/clock.js');
const { silentLogger } = await import('/work/main/build/bench/src/log.js');
const W = '/tmp/exp'; rmSync(W, { recursive: true, force: true }); mkdirSync(W + '/data', { recursive: true });
const server = await startS3rver(W + '/data');
const cpu = (pid) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) / 100; };
const self = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
try {
  makeCheckpointSet(W + '/src');
  await syncOnce(await s3rverStore('st'), W + '/src', 21);
  const configs = JSON.parse(process.argv[2]);
  for (let rep = 0; rep < 3; rep++) for (const c of configs) {
    const into = W + '/into'; rmSync(into, { recursive: true, force: true });
    const s0 = cpu(server.pid), c0 = self(); const t0 = performance.now();
    if (c.sdk) {
      execFileSync('/work/main/node_modules/.bin/node', [B + 'sdk-download-child.js', 'st', into, String(c.range), String(c.inflight)], { env: { ...process.env, ...CREDENTIALS } });
    } else {
      const store = await s3rverStore('st', { s3PartSizeBytes: c.part << 20, s3PartConcurrency: c.pc });
      await restoreLineage({ store, lineage: 'L', currentRunId: 'x', restartDir: into, concurrency: c.files, clock: systemClock, logger: silentLogger });
    }
    const s = (performance.now() - t0) / 1000;
    console.log(JSON.stringify(c), (532 / s).toFixed(0), 'MiB/s', 'server cpu', ((cpu(server.pid) - s0) / s).toFixed(2), 'client cpu', c.sdk ? '?' : ((self() - c0) / s).toFixed(2));
  }
} finally { server.kill(); }
