import { auditApi } from '@member-area/shared';
import { defineModule, route } from '../../module.js';
import { sendCsvStream } from '../../platform/http/csv-stream.js';
import { recordExport } from './audit.js';
import { auditBatches } from './list-audit.js';

const COLUMNS = ['When (UTC)', 'Operator', 'Action', 'What happened', 'Changes', 'About'] as const;

async function* lines(batches: ReturnType<typeof auditBatches>) {
  for await (const rows of batches) {
    yield rows.map((r) => [
      r.at,
      r.actorName,
      r.action,
      r.sentence,
      r.changes.map((c) => `${c.field}: ${c.from} → ${c.to}`).join('; '),
      r.targetId ?? '',
    ]);
  }
}

export const auditModule = defineModule({
  name: 'audit',
  routes: [
    route(auditApi.csv, async ({ ctx, member, query, reply }) => {
      // Like every export of the console: who took the log, and which part of it, is written first.
      await recordExport(ctx.db, member.id, 'audit-log', { dataset: 'audit log', ...query });
      return sendCsvStream(reply, 'audit-log.csv', COLUMNS, lines(auditBatches(ctx.db, query)));
    }),
  ],
});
