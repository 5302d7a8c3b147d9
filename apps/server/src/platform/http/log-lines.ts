/**
 * Production log lines to stdout in batches: what has come in flushes when it reaches `maxBytes`
 * or after `maxDelayMs`, and at exit. pino's default destination writes each line with a syscall
 * of its own; under load that was 13 % of the app's CPU on the operator's adjustment (issue 18,
 * `--cpu-prof` of the compiled app), more than Kysely and pg together.
 */
export function batchedStdout(maxBytes = 16_384, maxDelayMs = 20): { write(line: string): void; flush(): void } {
  let pending: string[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    size = 0;
    process.stdout.write(text);
  };
  process.once('exit', flush);
  return {
    write(line: string) {
      pending.push(line);
      size += line.length;
      if (size >= maxBytes) flush();
      else timer ??= setTimeout(flush, maxDelayMs).unref();
    },
    flush,
  };
}
