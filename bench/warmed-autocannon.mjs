// autocannon with a warm-up, and where the measured window's CPU went. The same load runs for
// WARMUP_SECONDS first, its result dropped, then the measured run. A freshly started app runs its
// request path in V8's interpreter and baseline tiers and compiles it with TurboFan for its first
// seconds (perf during an unwarmed 8 s window: most of the app's main thread in interpreter
// builtins and a quarter of its CPU in compiler threads); the bench measures a server that has
// been up, as production's are, not its first seconds.
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);

/**
 * Runs `runs` (autocannon options) side by side for WARMUP_SECONDS unmeasured, then for their
 * `duration`: their results, and the CPU milliseconds the app's process (`appPid`), PostgreSQL's
 * processes on this machine (none when it runs elsewhere) and this load generator spent meanwhile.
 */
export async function warmedAutocannon(runs, appPid) {
  if (WARMUP_SECONDS > 0) await Promise.all(runs.map((o) => autocannon({ ...o, duration: WARMUP_SECONDS })));
  const before = { postgres: postgresCpu(), app: cpuMs(appPid), load: selfCpu() };
  const results = await Promise.all(runs.map((o) => autocannon(o)));
  // By process: a backend that ended in the window is left out, one that began counts whole.
  let postgres = 0;
  for (const [pid, ms] of postgresCpu()) postgres += ms - (before.postgres.get(pid) ?? 0);
  const cpu = { app: cpuMs(appPid) - before.app, postgres, load: selfCpu() - before.load };
  return { results, cpu };
}

/** CPU ms so far of process `pid` (/proc, USER_HZ 100), and its name; 0 when it is gone. */
function cpuOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ms: (Number(f[11]) + Number(f[12])) * 10 };
  } catch {
    return { comm: '', ms: 0 };
  }
}

const cpuMs = (pid) => (Number(pid) > 0 ? cpuOf(pid).ms : 0);
const selfCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** CPU ms so far of each PostgreSQL process on this machine, by pid (none when it runs elsewhere). */
function postgresCpu() {
  const byPid = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const p = cpuOf(pid);
    if (p.comm === 'postgres') byPid.set(pid, p.ms);
  }
  return byPid;
}

/** Writes the runs' results as one JSON line on stdout: counts summed, the slowest p99, and the CPU. */
export function writeSummary(results, cpu) {
  const statusCodeStats = {};
  for (const r of results)
    for (const [status, { count }] of Object.entries(r.statusCodeStats))
      statusCodeStats[status] = { count: (statusCodeStats[status]?.count ?? 0) + count };
  process.stdout.write(
    JSON.stringify({
      total: results.reduce((n, r) => n + r.requests.total, 0),
      non2xx: results.reduce((n, r) => n + r.non2xx, 0),
      errors: results.reduce((n, r) => n + r.errors, 0),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      statusCodeStats,
      cpu,
    }),
  );
}
