/**
 * CPU time from /proc (Linux): of the server process, of the PostgreSQL backends serving one
 * database, and of the whole machine, so a benchmark on a shared machine can report what one
 * request costs and how busy the machine was while it ran.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (`getconf CLK_TCK`; 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process in ms, or null when it is gone. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the command name (which may contain spaces) start at state (field 3)
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The pids of the PostgreSQL backends connected to `database` (their title names it). */
export function postgresBackends(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `)) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** Busy and total jiffies of all CPUs (/proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = values;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

export interface CpuUse {
  /** CPU ms of the server process. */
  serverMs: number;
  /** CPU ms of the database's PostgreSQL backends. */
  postgresMs: number;
  /** Busy share of all cores of the machine (every process, ours and others'), in %. */
  machineBusyPercent: number;
}

/** Samples CPU time now; `stop()` answers what was used since. */
export function startCpuSample(serverPid: number, database: string | null): { stop(): CpuUse } {
  const server0 = processCpuMs(serverPid) ?? 0;
  const pg0 = new Map((database ? postgresBackends(database) : []).map((pid) => [pid, processCpuMs(pid) ?? 0]));
  const machine0 = machineTicks();
  return {
    stop() {
      const server1 = processCpuMs(serverPid) ?? server0;
      let postgresMs = 0;
      for (const pid of database ? postgresBackends(database) : []) {
        const now = processCpuMs(pid);
        if (now !== null) postgresMs += now - (pg0.get(pid) ?? 0);
      }
      const machine1 = machineTicks();
      const total = machine1.total - machine0.total;
      return {
        serverMs: server1 - server0,
        postgresMs,
        machineBusyPercent: total > 0 ? Math.round(((machine1.busy - machine0.busy) / total) * 100) : 0,
      };
    },
  };
}
