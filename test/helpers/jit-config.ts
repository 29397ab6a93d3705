import { gunzipSync } from 'node:zlib';
/** The just-in-time runner configurations a startup script holds: its own (`jit_config='...'`), or a gang's. */
export function heldJitConfigs(script: string): string[] {
  const own = [...script.matchAll(/^jit_config='([A-Za-z0-9+/=]+)'$/gm)].map((m) => m[1] ?? '');
  // A gang's shared script holds every node's, gzipped, one per line (startup-script.ts).
  const packed = /^jit_configs_gz='([A-Za-z0-9+/=]+)'$/m.exec(script)?.[1];
  if (packed === undefined) return own;
  const lines = gunzipSync(Buffer.from(packed, 'base64')).toString('utf8').split('\n');
  return [...own, ...lines.filter((line) => line !== '')];
}

/** The runner a JIT configuration registers, as the emulated GitHub wrote it. */
export function runnerNameOf(jitConfig: string): string {
  const decode = (base64: string): unknown =>
    JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
  const files = decode(jitConfig) as Record<string, string>;
  return (decode(files['.runner'] ?? '') as { agentName: string }).agentName;
}
