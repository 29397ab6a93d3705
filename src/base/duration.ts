/**
 * Durations for people. One file for every way the project writes a length
 * of time, so the log, the ETA of a transfer and a summary's advice agree
 * on how minutes and hours look.
 */

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** `4m05s` from whole seconds under an hour. */
const minutesAndSeconds = (seconds: number): string =>
  `${Math.floor(seconds / 60)}m${pad2(seconds % 60)}s`;

/** `2h10m` from whole minutes. */
const hoursAndMinutes = (minutes: number): string =>
  `${Math.floor(minutes / 60)}h${pad2(minutes % 60)}m`;

/** Formats milliseconds the way a person reads a log: 850ms, 12.3s, 4m05s, 2h10m, 24d. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const totalSeconds = Math.round(ms / 1000);
  if (totalSeconds < 3600) return minutesAndSeconds(totalSeconds);
  const minutes = Math.round(totalSeconds / 60);
  if (minutes >= 2 * 1440 && minutes % 1440 === 0) return `${minutes / 1440}d`;
  return hoursAndMinutes(minutes);
}

/** Time still to go, rounded up to the second: 4s, 4m05s, 2h10m (an ETA never promises early). */
export function formatRemaining(seconds: number): string {
  const whole = Math.ceil(seconds);
  if (whole < 60) return `${whole}s`;
  if (whole < 3600) return minutesAndSeconds(whole);
  return hoursAndMinutes(Math.floor(whole / 60));
}

/** An interval as a sentence says it: 90 s, 12 min, 1.5 h. */
export function formatInterval(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  return `${(seconds / 3600).toFixed(1)} h`;
}

/** Hours of VM time, to a tenth: 3.5 h. */
export const formatHours = (value: number): string => `${value.toFixed(1)} h`;
