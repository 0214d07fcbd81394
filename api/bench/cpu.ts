// CPU time of the benchmark's processes, from Linux's /proc: the API's process tree and
// PostgreSQL's processes (the server on this machine), for the CPU columns of bench:api.
import fs from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
export const TICKS = 100;

/** Every process: pid, parent, command name and CPU ticks (user + system), from /proc. */
function processes(): { pid: number; ppid: number; comm: string; ticks: number }[] {
  const all = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // comm is in parentheses and may hold spaces; the fields after it are space-separated.
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      all.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        comm,
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // the process ended meanwhile
    }
  }
  return all;
}

/** CPU ticks so far of the API's process tree (the primary and its workers) and of PostgreSQL. */
export function cpuTicks(apiPid: number): { api: number; db: number } {
  const all = processes();
  const tree = new Set([apiPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all)
      if (tree.has(p.ppid) && !tree.has(p.pid)) {
        tree.add(p.pid);
        grew = true;
      }
  }
  let api = 0;
  let db = 0;
  for (const p of all) {
    if (tree.has(p.pid)) api += p.ticks;
    else if (p.comm.startsWith('postgres')) db += p.ticks;
  }
  return { api, db };
}
