import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Linux counts CPU time in clock ticks of 1/100 s on every common build. */
const TICKS_PER_SECOND = 100;

type ProcessTime = { name: string; ppid: number; seconds: number; ended: boolean };

/** CPU time of every process on the machine at one moment, from Linux's /proc. */
export type Snapshot = {
  at: number;
  processes: Map<number, ProcessTime>;
  /** The processes this one started, and theirs: the server. */
  spawned: Set<number>;
  /** The main thread of each of them: where its JavaScript runs. */
  mainThreadSeconds: Map<number, number>;
};

/** Name, parent, user plus system CPU time and whether it has exited, from a /proc/…/stat file. */
function readStat(file: string): ProcessTime {
  const stat = readFileSync(file, 'utf8');
  const nameEnd = stat.lastIndexOf(')');
  const fields = stat.slice(nameEnd + 2).split(' ');
  return {
    name: stat.slice(stat.indexOf('(') + 1, nameEnd),
    ppid: Number(fields[1]),
    ended: fields[0] === 'Z',
    seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
  };
}

/** The processes this one started, and theirs. */
function descendants(processes: Map<number, ProcessTime>) {
  const found = new Set<number>();
  const parents = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, { ppid }] of processes) {
      if (!parents.has(pid) && parents.has(ppid)) {
        parents.add(pid);
        found.add(pid);
        grew = true;
      }
    }
  }
  return found;
}

export function snapshot(): Snapshot {
  const processes: Snapshot['processes'] = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const time = readStat(`/proc/${entry}/stat`);
      // An exited process waiting to be reaped may have lost its parent, as Chromium's helpers
      // do when Lighthouse's browser is killed: whose it was can no longer be told, so it is
      // left out like one already reaped, rather than counted as other work on the machine.
      if (!time.ended) processes.set(Number(entry), time);
    } catch {
      // The process ended between listing and reading.
    }
  }
  const spawned = descendants(processes);
  const mainThreadSeconds: Snapshot['mainThreadSeconds'] = new Map();
  for (const pid of spawned) {
    try {
      mainThreadSeconds.set(pid, readStat(`/proc/${pid}/task/${pid}/stat`).seconds);
    } catch {
      // Ended meanwhile.
    }
  }
  return { at: performance.now(), processes, spawned, mainThreadSeconds };
}

/**
 * CPU seconds used between two snapshots, by who used them: this process (the bench: the load
 * generator, or a floor's own work), the processes it started (the server; `spawnedMainThread`
 * is their main threads alone), PostgreSQL's processes, and any other process by name.
 */
export function cpuBetween(before: Snapshot, after: Snapshot) {
  const used = (pid: number, time: ProcessTime) =>
    time.seconds - (before.processes.get(pid)?.seconds ?? 0);
  const usage = {
    bench: 0,
    spawned: 0,
    spawnedMainThread: 0,
    postgres: 0,
    others: new Map<string, number>(),
    wallSeconds: (after.at - before.at) / 1000,
  };
  for (const [pid, time] of after.processes) {
    const seconds = used(pid, time);
    if (seconds <= 0) continue;
    if (pid === process.pid) usage.bench += seconds;
    else if (after.spawned.has(pid)) usage.spawned += seconds;
    else if (time.name === 'postgres') usage.postgres += seconds;
    else usage.others.set(time.name, (usage.others.get(time.name) ?? 0) + seconds);
  }
  for (const [pid, seconds] of after.mainThreadSeconds) {
    usage.spawnedMainThread += seconds - (before.mainThreadSeconds.get(pid) ?? 0);
  }
  return usage;
}

/**
 * Waits until process `pid` has used less than `share` of a core for a whole second, at most
 * `timeoutMs`; answers whether it did. After the intake run the server still works off the
 * run's mails for a while, and a measurement started then would measure that work too.
 */
export async function settled(pid: number, options: { share: number; timeoutMs: number }) {
  const deadline = performance.now() + options.timeoutMs;
  let last = readStat(`/proc/${pid}/stat`).seconds;
  while (performance.now() < deadline) {
    await sleep(1000);
    const now = readStat(`/proc/${pid}/stat`).seconds;
    if (now - last < options.share) return true;
    last = now;
  }
  return false;
}
