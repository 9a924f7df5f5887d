import { cpuBetween, snapshot } from './cpu.ts';

/**
 * Runs `work` and adds a line to `notes` when other processes used a noticeable CPU share.
 * The machine is shared: ours are this process and the ones it started; PostgreSQL's
 * processes are left out too, since during the PostgreSQL runs they mostly serve the bench.
 */
export async function watched<T>(label: string, notes: string[], work: () => Promise<T>) {
  const before = snapshot();
  const result = await work();
  const { others, wallSeconds } = cpuBetween(before, snapshot());
  const seconds = [...others.values()].reduce((sum, value) => sum + value, 0);
  if (seconds > 0.1 * wallSeconds) {
    const top = [...others]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, value]) => `${name} ${value.toFixed(1)} s`);
    notes.push(
      `- ${label}: other processes used ${seconds.toFixed(1)} CPU-seconds in ${wallSeconds.toFixed(0)} s (${top.join(', ')}).`,
    );
  }
  return result;
}
