import type { DepositInvoice, MoneyLive, WalletSummary, Withdrawal } from '@member-area/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../api';
import { moneyLive } from './money.live';
import { moneyKeys } from './query-keys';
import { balanceLive } from './wallet.live';

const summary: WalletSummary = {
  currency: 'USD',
  available: '398.00',
  onHold: '102.00',
  pendingDeposits: { count: 0, amount: '0.00' },
  pendingWithdrawals: { count: 1, amount: '102.00' },
};

const message = (recent: MoneyLive['recent']): MoneyLive => ({ summary, recent });
const at = '2026-11-23T15:00:00.000Z';

describe('the money live topic', () => {
  it('writes the wallet figures into the cache', () => {
    const client = new QueryClient();
    moneyLive.apply(client, message([]));
    expect(client.getQueryData(moneyKeys.wallet)).toEqual(summary);
  });

  it('marks an open invoice or withdrawal stale when its status moved, and leaves an unchanged one', () => {
    const client = new QueryClient();
    client.setQueryData(moneyKeys.deposit('d1'), { status: 'pending' } as DepositInvoice);
    client.setQueryData(moneyKeys.withdrawal('w1'), { status: 'pending' } as Withdrawal);
    moneyLive.apply(
      client,
      message([
        { type: 'deposit', slug: 'd1', status: 'paid', updatedAt: at },
        { type: 'withdrawal', slug: 'w1', status: 'pending', updatedAt: at },
      ]),
    );
    expect(client.getQueryState(moneyKeys.deposit('d1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(moneyKeys.withdrawal('w1'))?.isInvalidated).toBe(false);
  });

  it('re-reads the wallet figures on reconnect', () => {
    expect(moneyLive.queryKeys).toContainEqual(moneyKeys.wallet);
  });
});

describe('the balance live topic', () => {
  it('writes the balance and marks the wallet figures and every movements list stale', () => {
    // A trade, an investment, a fund move or an adjustment publishes only `balance`.
    const client = new QueryClient();
    client.setQueryData(moneyKeys.wallet, summary);
    client.setQueryData(moneyKeys.history({ page: 1, pageSize: 5 }), { rows: [], total: 0, totalExact: true });
    client.setQueryData(moneyKeys.deposit('d1'), { status: 'pending' } as DepositInvoice);
    balanceLive.apply(client, { balance: '250.00' });
    expect(client.getQueryData(queryKeys.balance)).toEqual({ balance: '250.00' });
    expect(client.getQueryState(moneyKeys.wallet)?.isInvalidated).toBe(true);
    expect(client.getQueryState(moneyKeys.history({ page: 1, pageSize: 5 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(moneyKeys.deposit('d1'))?.isInvalidated).toBe(false);
  });
});
