import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The nice value of the libuv worker threads, where Argon2id runs (the event loop stays at 0). */
export const workerNice = 10;

/**
 * Lowers the scheduling priority of this process's libuv worker threads to `nice`. Argon2id
 * runs there for ~10 ms of CPU per hash; at the same priority as the event loop, a cheap request
 * (a lookup, a code check) waits behind whole hashes for a core when hashing keeps every core
 * busy. A lower priority lets the event loop take a core as soon as it has work, and hashing uses
 * everything else, so the throughput is the same and cheap requests stay fast. Linux only
 * (a thread id is a process id to setpriority there); elsewhere nothing changes. Answers how
 * many threads were changed; the pool exists once any hash was started.
 */
export function lowerWorkerPriority(nice = workerNice): number {
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return 0;
  }
  let changed = 0;
  for (const tid of tids) {
    try {
      if (readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() !== 'libuv-worker') continue;
      setPriority(Number(tid), nice);
      changed += 1;
    } catch {
      // the thread ended, or the system refuses: the default priority is only slower
    }
  }
  return changed;
}
