import type { Settings, UpdateSettingsRequest } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { recordAudit } from '../audit/index.js';
import { readSettings, settingsTopic, writeSettings } from '../settings/index.js';

/** Saves the changed settings with an audit entry of old and new values; every member sees them live. */
export async function updateSettings(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { operatorId: actorId, patch }: { operatorId: string; patch: UpdateSettingsRequest },
): Promise<Settings> {
  return withTransaction(ctx, async (trx, afterCommit) => {
    const before = await readSettings(trx);
    const after = await writeSettings(trx, patch);
    const changes = Object.fromEntries(
      (Object.keys(patch) as (keyof Settings)[])
        .filter((key) => before[key] !== after[key])
        .map((key) => [key, { from: before[key], to: after[key] }]),
    );
    await recordAudit(trx, {
      actorId,
      action: 'settings.update',
      targetType: 'settings',
      targetId: null,
      details: changes,
    });
    afterCommit.changed(settingsTopic);
    return after;
  });
}
