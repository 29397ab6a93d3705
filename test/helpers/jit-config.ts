/** The just-in-time runner configurations a single-runner startup script holds (`jit_config='...'`). */
export function heldJitConfigs(script: string): string[] {
  return [...script.matchAll(/^jit_config='([A-Za-z0-9+/=]+)'$/gm)].map((match) => match[1] ?? '');
}

/** The runner a JIT configuration registers, as the emulated GitHub wrote it. */
export function runnerNameOf(jitConfig: string): string {
  const decode = (base64: string): unknown =>
    JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
  const files = decode(jitConfig) as Record<string, string>;
  return (decode(files['.runner'] ?? '') as { agentName: string }).agentName;
}
