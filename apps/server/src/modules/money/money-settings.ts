import type { MoneySettings, PaymentMethod, PaymentMethodInput, UpdateMoneySettingsRequest } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { recordAudit } from '../audit/index.js';
import { moneySettingsOf, writeMoneyRules } from './money-settings.repo.js';
import { insertPaymentMethod, updatePaymentMethod } from './payment-methods.repo.js';

// The operator's money settings and payment methods; every change audited.

export interface UpdateMoneySettingsOptions {
  operatorId: string;
  patch: UpdateMoneySettingsRequest;
}

export async function updateMoneySettings(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { operatorId, patch }: UpdateMoneySettingsOptions,
): Promise<MoneySettings> {
  return withTransaction(ctx, async (trx) => {
    const rules = await writeMoneyRules(trx, patch);
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'settings.money.update',
      targetType: 'settings',
      targetId: null,
      details: { ...patch },
    });
    return moneySettingsOf(rules);
  });
}

export interface SavePaymentMethodOptions {
  operatorId: string;
  /** Absent: a new method. */
  id?: string;
  input: PaymentMethodInput;
}

export async function savePaymentMethod(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { operatorId, id, input }: SavePaymentMethodOptions,
): Promise<PaymentMethod> {
  return withTransaction(ctx, async (trx) => {
    const method = id === undefined ? await insertPaymentMethod(trx, input) : await updatePaymentMethod(trx, id, input);
    await recordAudit(trx, {
      actorId: operatorId,
      action: id === undefined ? 'settings.payment-method.create' : 'settings.payment-method.update',
      targetType: 'settings',
      targetId: method.id,
      details: { name: method.name, kind: method.kind, enabled: method.enabled },
    });
    return method;
  });
}
