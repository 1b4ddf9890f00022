// How dear a fresh page of memory is on this host, measured in a new process.
//
// Lighthouse's benchmarkIndex times a loop over memory that is already mapped, so it does not see
// what a browser pays the first time it touches a page: a new renderer process, V8's heap growing,
// Blink's allocations. On most machines that costs a fraction of a microsecond per 4 kB page; on
// some virtual machines (the hypervisor backs a guest page only when it is first touched, and takes
// it back when it is freed) it cost 20-30 times as much, every page, and the same unchanged lander
// then scored 67-87 instead of 99 (ADR 0048). The bench prints this figure beside the
// benchmarkIndex so that a reader can tell such a host from a slower build.
import { execFile } from 'node:child_process';

/** Megabytes touched per sample: enough to be far above the process's own start-up. */
export const FRESH_MEMORY_MB = 256;
/** Below this rate a host's first touches are slow enough to move Lighthouse's figures. */
export const SLOW_FRESH_MEMORY_GB_PER_S = 1;

// Each sample is a new Node process, so its memory is fresh to the process; Buffer#fill writes
// every page (Buffer.alloc may map zero pages without touching them).
const TOUCH = `
const started = process.hrtime.bigint();
const kept = [];
for (let mb = 0; mb < ${FRESH_MEMORY_MB}; mb += 16) { const chunk = Buffer.allocUnsafeSlow(16 << 20); chunk.fill(1); kept.push(chunk); }
process.stdout.write(String(Number(process.hrtime.bigint() - started) / 1e6));
`;

function touchOnce() {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', TOUCH], { timeout: 120_000 }, (error, stdout) =>
      error ? reject(error) : resolve(Number(stdout)),
    );
  });
}

/** The rate at which a new process can first-touch memory: the best of `samples` (GB/s, and ms). */
export async function measureFreshMemory(samples = 3) {
  const times = [];
  for (let sample = 0; sample < samples; sample += 1) times.push(await touchOnce());
  const bestMs = Math.min(...times);
  return {
    megabytes: FRESH_MEMORY_MB,
    bestMs: Math.round(bestMs),
    gbPerSecond: Math.round((FRESH_MEMORY_MB / 1024 / (bestMs / 1000)) * 100) / 100,
  };
}

/** One line for the Lighthouse header; a warning when the host's first touches are slow. */
export function formatFreshMemory(freshMemory) {
  if (!freshMemory) return null;
  const { megabytes, bestMs, gbPerSecond } = freshMemory;
  const line = `  fresh memory: ${megabytes} MB first touched in ${bestMs} ms (${gbPerSecond} GB/s, best of 3 new processes)`;
  if (gbPerSecond >= SLOW_FRESH_MEMORY_GB_PER_S) return line;
  return (
    `${line}: SLOW (under ${SLOW_FRESH_MEMORY_GB_PER_S} GB/s). The browser's own memory costs it time that the ` +
    `benchmarkIndex does not show, so these pages score lower here than the same build on a host of the same ` +
    `index; compare them only with figures from this host.`
  );
}
