/** GCP zones are their region plus a letter: us-central1-a is in us-central1. */
export function regionOfZone(zone: string): string {
  return zone.replace(/-[a-z]$/, '');
}
