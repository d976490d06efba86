// Processes as Linux's /proc shows them: a process's parent, its start time, command line and executable, and
// every process under one. Each answers null for a process that is gone.
import fs from 'node:fs';

/** The fields of /proc/PID/stat after the command name: [state, ppid, pgrp, …]. */
function statFields(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces and parentheses: the fields start after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Whether a process runs (a zombie, exited but not yet reaped by its parent, does not). */
export function isRunning(pid) {
  const fields = statFields(pid);
  return fields !== null && fields[0] !== 'Z';
}

export function parentPid(pid) {
  const fields = statFields(pid);
  return fields ? Number(fields[1]) : null;
}

/** When the process started (clock ticks since boot, field 22): with the PID, it names one process for good. */
export function startTime(pid) {
  return statFields(pid)?.[19] ?? null;
}

export function commandLine(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0+$/, '').split('\0').join(' ');
  } catch {
    return null;
  }
}

export function executable(pid) {
  try {
    return fs.readlinkSync(`/proc/${pid}/exe`);
  } catch {
    return null;
  }
}

/** Kills `pid` and every process under it (all of them found first: a parent killed first cannot react). */
export function killTree(pid, signal = 'SIGKILL') {
  for (const each of [pid, ...descendants(pid)]) {
    try {
      process.kill(each, signal);
    } catch {
      // gone meanwhile
    }
  }
}

/** Every process under `pid` (children, grandchildren…). */
export function descendants(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const parent = parentPid(entry);
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const found = [];
  for (const queue = [pid]; queue.length; ) {
    const next = children.get(queue.shift()) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}
