import type { ChildProcess } from 'node:child_process';

/**
 * The next message of `type` (and, when given, matching `which`) from one of the bench's child
 * processes. A child whose channel closes first rejects it: a dead child fails the bench instead
 * of leaving it waiting for a message forever. 'close', not 'exit': a child's last messages can
 * still be on their way when 'exit' fires.
 */
export function nextMessage<T extends { type: string }>(
  child: ChildProcess,
  type: string,
  which: (message: T) => boolean = () => true,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onClose = (code: number | null) => {
      child.off('message', onMessage);
      reject(new Error(`bench child exited (${code}) before '${type}'`));
    };
    const onMessage = (message: T) => {
      if (message.type !== type || !which(message)) return;
      child.off('message', onMessage);
      child.off('close', onClose);
      resolve(message);
    };
    child.on('message', onMessage);
    child.once('close', onClose);
  });
}
