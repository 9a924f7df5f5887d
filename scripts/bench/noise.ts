import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts CPU time in clock ticks of 1/100 s on every common build. */
const TICKS_PER_SECOND = 100;

type Snapshot = {
  at: number;
  processes: Map<number, { name: string; ppid: number; ticks: number }>;
};

function snapshot(): Snapshot {
  const processes: Snapshot['processes'] = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const nameEnd = stat.lastIndexOf(')');
      const fields = stat.slice(nameEnd + 2).split(' ');
      processes.set(Number(entry), {
        name: stat.slice(stat.indexOf('(') + 1, nameEnd),
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // The process ended between listing and reading.
    }
  }
  return { at: performance.now(), processes };
}

/**
 * The machine is shared: this tells how much CPU other processes took while a benchmark ran.
 * Ours are this process and its descendants; PostgreSQL's backends are left out too, since
 * during the PostgreSQL runs they mostly serve the benchmark.
 */
function cpuOfOthers(before: Snapshot, after: Snapshot) {
  const ours = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, { ppid }] of after.processes) {
      if (!ours.has(pid) && ours.has(ppid)) {
        ours.add(pid);
        grew = true;
      }
    }
  }
  const byName = new Map<string, number>();
  for (const [pid, { name, ticks }] of after.processes) {
    if (ours.has(pid) || name === 'postgres') continue;
    const used = ticks - (before.processes.get(pid)?.ticks ?? 0);
    if (used > 0) byName.set(name, (byName.get(name) ?? 0) + used / TICKS_PER_SECOND);
  }
  const seconds = [...byName.values()].reduce((sum, value) => sum + value, 0);
  const top = [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, value]) => `${name} ${value.toFixed(1)} s`);
  return { seconds, top, wallSeconds: (after.at - before.at) / 1000 };
}

/** Runs `work` and adds a line to `notes` when other processes used a noticeable CPU share. */
export async function watched<T>(label: string, notes: string[], work: () => Promise<T>) {
  const before = snapshot();
  const result = await work();
  const { seconds, top, wallSeconds } = cpuOfOthers(before, snapshot());
  if (seconds > 0.1 * wallSeconds) {
    notes.push(
      `- ${label}: other processes used ${seconds.toFixed(1)} CPU-seconds in ${wallSeconds.toFixed(0)} s (${top.join(', ')}).`,
    );
  }
  return result;
}
