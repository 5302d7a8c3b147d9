import type { LiveMessage } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { channelOf, readLiveState, type TopicName } from '../../platform/live/live-topics.js';
import { readVersions } from '../../platform/live/live-versions.js';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'topics' | 'prices'>;

/**
 * The current state of the topics a connection carries, each with its version, read in one
 * snapshot: a message published after it always has a higher version, so the client can tell
 * which is newer whatever order they arrive in. `memberId` undefined: the `everyone` topics only;
 * the `operators` topics only for an operator. `only`: that one topic (a state the bus could not
 * carry), if the connection carries it.
 */
export async function liveSnapshot(
  ctx: Ctx,
  memberId: string | undefined,
  operator = false,
  only?: TopicName,
): Promise<LiveMessage[]> {
  const topics = ctx.topics.filter(
    (t) =>
      (only === undefined || t.name === only) &&
      (t.audience === 'operators'
        ? operator && memberId !== undefined
        : memberId !== undefined || t.audience === 'everyone'),
  );
  if (topics.length === 0) return [];
  const messages = await withTransaction(
    ctx,
    async (trx) => {
      const versions = await readVersions(trx, [...new Set(topics.map((t) => channelOf(t, memberId)))]);
      const out: LiveMessage[] = [];
      for (const topic of topics) {
        out.push({ topic: topic.name, ...(await readLiveState(topic, trx, memberId, versions)) } as LiveMessage);
      }
      return out;
    },
    { isolation: 'repeatable read' },
  );
  if (memberId !== undefined && only === undefined) {
    messages.push({ topic: 'prices', v: Date.now(), data: ctx.prices.quotes() });
  }
  return messages;
}
