import { centsToDecimalString, type ExportDataset } from '@member-area/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { investmentNumber } from '../investments/index.js';
import { depositNumber, withdrawalNumber } from '../money/index.js';
import { asCells, keyedBatches } from './keyed-batches.js';

// One read-only report per back-office list: its columns and its rows in key order. Each reads
// with its member's user name joined, so a line is readable without another lookup.

const iso = (d: Date | string | null) => (d === null ? '' : new Date(d).toISOString());
const usd = (cents: bigint | string | number | null) => (cents === null ? '' : centsToDecimalString(cents));
const yesNo = (b: boolean | null) => (b ? 'yes' : 'no');

interface Dataset {
  columns: readonly string[];
  rows: (db: Kysely<DB>) => AsyncIterable<string[][]>;
}

export const DATASETS: Record<ExportDataset, Dataset> = {
  members: {
    columns: [
      'Member id',
      'User name',
      'Name',
      'E-mail',
      'Verified',
      'Account',
      'Blocked',
      'Banned',
      'Currency',
      'Role',
      'Joined',
    ],
    rows: (db) =>
      asCells(
        keyedBatches(
          (after: string | null, limit) => {
            let q = db
              .selectFrom('user')
              .select([
                'id',
                'username',
                'name',
                'email',
                'emailVerified',
                'userTrading',
                'userBlock',
                'banned',
                'currency',
                'role',
                'createdAt',
              ])
              .orderBy('id')
              .limit(limit);
            if (after !== null) q = q.where('id', '>', after);
            return q.execute();
          },
          (r) => r.id,
        ),
        (r) => [
          r.id,
          r.username ?? '',
          r.name,
          r.email,
          yesNo(r.emailVerified),
          r.userTrading ? 'Real' : 'Free',
          yesNo(r.userBlock),
          yesNo(r.banned),
          r.currency,
          r.role ?? 'member',
          iso(r.createdAt),
        ],
      ),
  },
  deposits: {
    columns: ['Invoice', 'Member', 'Amount (USD)', 'Status', 'Reason', 'Created', 'Decided'],
    rows: (db) =>
      asCells(
        keyedBatches(
          (after: bigint | null, limit) => {
            let q = db
              .selectFrom('deposit_invoice as d')
              .innerJoin('user as u', 'u.id', 'd.member_id')
              .select(['d.id', 'u.username', 'd.amount', 'd.status', 'd.reason', 'd.created_at', 'd.decided_at'])
              .orderBy('d.id')
              .limit(limit);
            if (after !== null) q = q.where('d.id', '>', after);
            return q.execute();
          },
          (r) => BigInt(r.id),
        ),
        (r) => [
          depositNumber(BigInt(r.id)),
          r.username ?? '',
          usd(r.amount),
          r.status,
          r.reason ?? '',
          iso(r.created_at),
          iso(r.decided_at),
        ],
      ),
  },
  withdrawals: {
    columns: [
      'Withdrawal',
      'Member',
      'Amount (USD)',
      'Fee (USD)',
      'From',
      'Status',
      'Reason',
      'Payout reference',
      'Created',
      'Decided',
      'Paid',
    ],
    rows: (db) =>
      asCells(
        keyedBatches(
          (after: bigint | null, limit) => {
            let q = db
              .selectFrom('withdrawal as w')
              .innerJoin('user as u', 'u.id', 'w.member_id')
              .select([
                'w.id',
                'u.username',
                'w.amount',
                'w.fee',
                'w.source',
                'w.status',
                'w.reason',
                'w.payout_reference',
                'w.created_at',
                'w.decided_at',
                'w.paid_at',
              ])
              .orderBy('w.id')
              .limit(limit);
            if (after !== null) q = q.where('w.id', '>', after);
            return q.execute();
          },
          (r) => BigInt(r.id),
        ),
        (r) => [
          withdrawalNumber(BigInt(r.id)),
          r.username ?? '',
          usd(r.amount),
          usd(r.fee),
          r.source,
          r.status,
          r.reason ?? '',
          r.payout_reference ?? '',
          iso(r.created_at),
          iso(r.decided_at),
          iso(r.paid_at),
        ],
      ),
  },
  investments: {
    columns: [
      'Investment',
      'Member',
      'Package',
      'Amount (USD)',
      'Daily rate (%)',
      'Days',
      'Days paid',
      'Profit paid (USD)',
      'Status',
      'Start',
      'End',
    ],
    rows: (db) =>
      asCells(
        keyedBatches(
          (after: bigint | null, limit) => {
            let q = db
              .selectFrom('investment as i')
              .innerJoin('user as u', 'u.id', 'i.member_id')
              .select([
                'i.id',
                'u.username',
                'i.package_name',
                'i.amount',
                'i.daily_rate_e4',
                'i.duration_days',
                'i.days_paid',
                'i.profit_paid',
                'i.status',
                'i.start_day',
                'i.end_day',
              ])
              .orderBy('i.id')
              .limit(limit);
            if (after !== null) q = q.where('i.id', '>', after);
            return q.execute();
          },
          (r) => BigInt(r.id),
        ),
        (r) => [
          investmentNumber(BigInt(r.id)),
          r.username ?? '',
          r.package_name,
          usd(r.amount),
          (r.daily_rate_e4 / 10_000).toFixed(4),
          String(r.duration_days),
          String(r.days_paid),
          usd(r.profit_paid),
          r.status,
          String(r.start_day),
          String(r.end_day),
        ],
      ),
  },
  positions: {
    columns: [
      'Position',
      'Member',
      'Symbol',
      'Side',
      'Margin (USD)',
      'Leverage',
      'Fee (USD)',
      'Status',
      'Close reason',
      'P/L (USD)',
      'Opened',
      'Closed',
    ],
    rows: (db) =>
      asCells(
        keyedBatches(
          (after: bigint | null, limit) => {
            let q = db
              .selectFrom('position as p')
              .innerJoin('user as u', 'u.id', 'p.member_id')
              .select([
                'p.id',
                'p.number',
                'u.username',
                'p.symbol',
                'p.side',
                'p.margin',
                'p.leverage',
                'p.fee',
                'p.status',
                'p.close_reason',
                'p.pl',
                'p.opened_at',
                'p.closed_at',
              ])
              .orderBy('p.id')
              .limit(limit);
            if (after !== null) q = q.where('p.id', '>', after);
            return q.execute();
          },
          (r) => BigInt(r.id),
        ),
        (r) => [
          r.number,
          r.username ?? '',
          r.symbol,
          r.side,
          usd(r.margin),
          String(r.leverage),
          usd(r.fee),
          r.status,
          r.close_reason ?? '',
          usd(r.pl),
          iso(r.opened_at),
          iso(r.closed_at),
        ],
      ),
  },
  ledger: {
    columns: ['Transfer', 'At', 'Kind', 'From account', 'To account', 'Amount (USD)', 'Reference'],
    rows: (db) =>
      asCells(
        keyedBatches(
          (after: bigint | null, limit) => {
            let q = db
              .selectFrom('ledger_transfer as t')
              .innerJoin('ledger_account as d', 'd.id', 't.debit_account_id')
              .innerJoin('ledger_account as c', 'c.id', 't.credit_account_id')
              .leftJoin('user as du', 'du.id', 'd.owner_id')
              .leftJoin('user as cu', 'cu.id', 'c.owner_id')
              .select([
                't.id',
                't.created_at',
                't.kind',
                'd.kind as debit_kind',
                'du.username as debit_owner',
                'c.kind as credit_kind',
                'cu.username as credit_owner',
                't.amount',
                't.reference',
              ])
              .orderBy('t.id')
              .limit(limit);
            if (after !== null) q = q.where('t.id', '>', after);
            return q.execute();
          },
          (r) => BigInt(r.id),
        ),
        (r) => [
          String(r.id),
          iso(r.created_at),
          r.kind,
          r.debit_owner ? `${r.debit_owner} ${r.debit_kind}` : r.debit_kind,
          r.credit_owner ? `${r.credit_owner} ${r.credit_kind}` : r.credit_kind,
          usd(r.amount),
          r.reference ?? '',
        ],
      ),
  },
};
