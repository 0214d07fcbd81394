// The process groups a run has caused: the suite's own group and every group its processes made
// (start.mjs runs the API in a group of its own). Stopping signals them all, so nothing outlives
// the run, even when the suite's first process is already gone. Reads Linux's /proc.
import fs from 'node:fs';

interface ProcessEntry {
  pid: number;
  ppid: number;
  pgid: number;
}

function processTable(): ProcessEntry[] {
  const table: ProcessEntry[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    // The command name may hold spaces and parentheses; the fields after its closing one are fixed:
    // state, ppid, pgrp, ...
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    table.push({ pid: Number(name), ppid: Number(fields[1]), pgid: Number(fields[2]) });
  }
  return table;
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // The group is already gone.
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ProcessGroups {
  private readonly groups = new Set<number>();

  /** `leader` was started with `detached: true`, so its pid is its group's id. */
  constructor(private readonly leader: number) {
    this.groups.add(leader);
  }

  /** Notes the groups of every process descended from the leader right now. */
  track(): void {
    const table = processTable();
    const descendants = new Set([this.leader]);
    let grown = true;
    while (grown) {
      grown = false;
      for (const entry of table) {
        if (descendants.has(entry.ppid) && !descendants.has(entry.pid)) {
          descendants.add(entry.pid);
          grown = true;
        }
      }
    }
    for (const entry of table) {
      if (descendants.has(entry.pid) || this.groups.has(entry.pgid)) this.groups.add(entry.pgid);
    }
  }

  /** Synchronous, for exit handlers: ends every group at once. */
  killNow(): void {
    this.track();
    for (const group of this.groups) signalGroup(group, 'SIGKILL');
  }

  /** Asks the leader's group to stop (it stops what it started), then forces what is left. */
  async stop(graceMs: number): Promise<void> {
    this.track();
    signalGroup(this.leader, 'SIGTERM');
    const alive = () => [...this.groups].filter(groupAlive);
    const deadline = Date.now() + graceMs;
    while (alive().length > 0 && Date.now() < deadline) await pause(100);
    for (const group of alive()) signalGroup(group, 'SIGKILL');
    while (alive().length > 0) await pause(50);
  }
}
