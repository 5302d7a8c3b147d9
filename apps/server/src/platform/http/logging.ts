import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config.js';
import { batchedStdout } from './log-lines.js';

/**
 * Request lines at `debug`, not `info`: in development the start banner (the operator's
 * password, the mailbox link) stays on screen instead of scrolling away under a line per
 * request. A failed request is still logged as an error. LOG_LEVEL=debug brings them back.
 */
class DebugRequestLogs extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * Production: one line per request, when it is answered (method, URL, status, time), not a line
 * when it arrives and another when it is answered. A failed request is logged as an error.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * The server's logging: in production JSON lines (one per request, for a log collector), written
 * to stdout in batches (log-lines.ts); in development readable lines (pino-pretty) and requests
 * at `debug`.
 */
export function loggingOptions(
  config: Config,
  enabled: boolean,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (!enabled) return { logger: false };
  if (config.isProduction) {
    return { logger: { level: config.LOG_LEVEL, stream: batchedStdout() }, logController: new OneLinePerRequest() };
  }
  return {
    logger: {
      level: config.LOG_LEVEL,
      stream: pretty({
        colorize: process.stdout.isTTY,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname',
        singleLine: true,
      }),
    },
    logController: new DebugRequestLogs(),
  };
}
