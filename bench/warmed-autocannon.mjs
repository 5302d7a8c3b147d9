// autocannon with a warm-up: the same load for WARMUP_SECONDS first, its result dropped, then the
// measured run. A freshly started app runs its request path in V8's interpreter and baseline tiers
// and compiles it with TurboFan for its first seconds (perf during an unwarmed 8 s window: most of
// the app's main thread in interpreter builtins and a quarter of its CPU in compiler threads); the
// bench measures a server that has been up, as production's are, not its first seconds.
import autocannon from 'autocannon';

export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);

/** Runs `options` for WARMUP_SECONDS unmeasured, then for `options.duration` seconds: that result. */
export async function warmedAutocannon(options) {
  if (WARMUP_SECONDS > 0) await autocannon({ ...options, duration: WARMUP_SECONDS });
  return autocannon(options);
}
