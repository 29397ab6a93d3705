// Benchmarks, written to bench/results.md. `npm run bench` runs every
// section; `npm run bench -- store notices` runs some and keeps the others'
// last results. BENCH_SECONDS sets the length of each supervisor run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { THREAD_POOL_SIZE } from '../src/base/thread-pool.js';
import { azureTransferSection } from './azure-transfer.js';
import { gangFanoutSection } from './gang-fanout.js';
import { gcsTransferSection } from './gcs-transfer.js';
import { gangNoticeSection } from './gang-notice.js';
import { gangReclaimSection } from './gang-reclaim.js';
import { noticeDurableSection } from './notice-durable.js';
import { onboardingSection } from './onboarding.js';
import { peerMirrorSection } from './peer-mirror.js';
import { placementSection } from './placement-sim.js';
import { placementCrossSection } from './placement-sim-cross.js';
import { noticeLatencySection } from './notice-latency.js';
import { restoreGrowthSection } from './restore-growth.js';
import { restoreKillsSection } from './restore-kills.js';
import { restoreScalingSection } from './restore-scaling.js';
import { resumeSection } from './resume.js';
import { s3TransferSection } from './s3-transfer.js';
import { smallFilesIdleSection, smallFilesSection } from './small-files.js';
import { soakSection } from './soak.js';
import { ROOT, WORK } from './paths.js';
import { storeSyncSection } from './store-sync.js';
import { trainStartSection } from './train-start.js';
import { supervisorCostSection } from './supervisor-cost.js';

const SECTIONS: Record<string, () => Promise<string>> = {
  store: storeSyncSection,
  supervisor: supervisorCostSection,
  notices: noticeLatencySection,
  s3: s3TransferSection,
  azure: azureTransferSection,
  gcs: gcsTransferSection,
  durable: noticeDurableSection,
  soak: soakSection,
  'gang-fanout': gangFanoutSection,
  'gang-notice': gangNoticeSection,
  'gang-reclaim': gangReclaimSection,
  'peer-mirror': peerMirrorSection,
  'restore-scaling': restoreScalingSection,
  'restore-growth': restoreGrowthSection,
  'restore-kills': restoreKillsSection,
  resume: resumeSection,
  'train-start': trainStartSection,
  'small-files': smallFilesSection,
  'small-files-idle': smallFilesIdleSection,
  onboarding: onboardingSection,
  placement: placementSection,
  'placement-cross': placementCrossSection,
};

// The store section syncs in this process: give it the thread pool the
// bundle gives the supervisor (the size is read when the pool starts).
if (process.env.UV_THREADPOOL_SIZE !== THREAD_POOL_SIZE) {
  const rerun = spawn(process.execPath, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, UV_THREADPOOL_SIZE: THREAD_POOL_SIZE },
  });
  process.exit(
    await new Promise<number>((resolve) => rerun.once('close', (code) => resolve(code ?? 1))),
  );
}

const chosen = process.argv.slice(2);
for (const name of chosen)
  if (!(name in SECTIONS))
    throw new Error(`unknown section ${name}; expected ${Object.keys(SECTIONS).join(', ')}`);
const RESULTS = join(ROOT, 'bench', 'results.md');
const previous = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '';
const marker = (name: string, end = false): string => `<!-- ${end ? '/' : ''}section:${name} -->`;

rmSync(WORK, { recursive: true, force: true });
mkdirSync(WORK, { recursive: true });
const parts: string[] = [];
for (const [name, run] of Object.entries(SECTIONS)) {
  let body: string;
  if (chosen.length === 0 || chosen.includes(name)) {
    const machine = `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.versions.node}.`;
    body = `${(await run()).trimEnd()}\n\n${machine}\n`;
  } else {
    const start = previous.indexOf(marker(name));
    const end = previous.indexOf(marker(name, true));
    body =
      start >= 0 && end > start
        ? previous.slice(start + marker(name).length, end).trim() + '\n'
        : '(not measured yet)\n';
  }
  parts.push(`${marker(name)}\n${body.trimEnd()}\n${marker(name, true)}`);
}
rmSync(WORK, { recursive: true, force: true });
const report = `# Benchmarks\n\nWritten by \`npm run bench\`; each section says when and where it was measured.\n\n${parts.join('\n\n')}\n`;
writeFileSync(RESULTS, report);
process.stdout.write(report);
