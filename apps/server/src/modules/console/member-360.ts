import {
  centsToDecimalString,
  isMemberRole,
  MEMBER_360_ROWS,
  type MemberChat,
  type MemberFunds,
  type MemberInvestments,
  type MemberKyc,
  type MemberMoney,
  type MemberPositions,
  type MemberSessions,
} from '@member-area/shared';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { DB } from '../../platform/db/schema.js';
import { notFound } from '../../platform/http/app-error.js';
import { investmentColumns } from '../investments/index.js';
import { depositNumber, withdrawalNumber } from '../money/index.js';

// Member 360: each tab's read, newest first and at most MEMBER_360_ROWS rows; every one 404s for a user id
// that is no member, like the member's own page.

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const isoOf = (d: Date | string) => new Date(d).toISOString();

async function assertMember(db: Kysely<DB>, uid: string): Promise<void> {
  const row = await db.selectFrom('user').select('role').where('id', '=', uid).executeTakeFirst();
  if (!row || !isMemberRole(row.role)) throw notFound('No member has this id');
}

export async function memberFunds(ctx: AppContext, uid: string): Promise<MemberFunds> {
  await assertMember(ctx.db, uid);
  const [accounts, holds] = await Promise.all([
    ctx.db
      .selectFrom('ledger_account')
      .select(['kind', 'balance'])
      .where('owner_id', '=', uid)
      .orderBy('kind')
      .execute(),
    ctx.db
      .selectFrom('ledger_hold')
      .select(['id', 'purpose', 'reference', 'amount', 'status', 'created_at'])
      .where('owner_id', '=', uid)
      .orderBy('id', 'desc')
      .limit(MEMBER_360_ROWS)
      .execute(),
  ]);
  return {
    accounts: accounts.map((a) => ({ kind: a.kind, balance: centsToDecimalString(a.balance ?? 0n) })),
    holds: holds.map((h) => ({
      id: String(h.id),
      purpose: h.purpose,
      reference: h.reference,
      amount: centsToDecimalString(h.amount),
      status: h.status,
      createdAt: isoOf(h.created_at),
    })),
  };
}

export async function memberInvestments(ctx: AppContext, uid: string): Promise<MemberInvestments> {
  await assertMember(ctx.db, uid);
  const rows = await ctx.db
    .selectFrom('investment')
    // The investments' own columns: their days are calendar days, read as text as everywhere else.
    .select(investmentColumns)
    .where('member_id', '=', uid)
    .orderBy('id', 'desc')
    .limit(MEMBER_360_ROWS)
    .execute();
  return {
    rows: rows.map((r) => ({
      id: String(r.id),
      packageName: r.package_name,
      amount: centsToDecimalString(r.amount),
      status: r.status,
      startDay: r.start_day,
      endDay: r.end_day,
      daysPaid: r.days_paid,
      durationDays: r.duration_days,
      profitPaid: centsToDecimalString(r.profit_paid),
    })),
  };
}

export async function memberPositions(ctx: AppContext, uid: string): Promise<MemberPositions> {
  await assertMember(ctx.db, uid);
  const rows = await ctx.db
    .selectFrom('position')
    .select(['number', 'symbol', 'side', 'margin', 'leverage', 'status', 'pl', 'opened_at', 'closed_at'])
    .where('member_id', '=', uid)
    .orderBy('id', 'desc')
    .limit(MEMBER_360_ROWS)
    .execute();
  return {
    rows: rows.map((r) => ({
      number: r.number,
      symbol: r.symbol,
      side: r.side,
      margin: centsToDecimalString(r.margin),
      leverage: r.leverage,
      status: r.status,
      pl: r.pl === null ? null : centsToDecimalString(r.pl),
      openedAt: isoOf(r.opened_at),
      closedAt: iso(r.closed_at),
    })),
  };
}

export async function memberMoney(ctx: AppContext, uid: string): Promise<MemberMoney> {
  await assertMember(ctx.db, uid);
  const [deposits, withdrawals] = await Promise.all([
    ctx.db
      .selectFrom('deposit_invoice')
      .select(['id', 'slug', 'amount', 'status', 'created_at'])
      .where('member_id', '=', uid)
      .orderBy('id', 'desc')
      .limit(MEMBER_360_ROWS)
      .execute(),
    ctx.db
      .selectFrom('withdrawal')
      .select(['id', 'slug', 'amount', 'status', 'created_at'])
      .where('member_id', '=', uid)
      .orderBy('id', 'desc')
      .limit(MEMBER_360_ROWS)
      .execute(),
  ]);
  type Row = { id: bigint; slug: string; amount: bigint; status: string; created_at: Date };
  const row = (numberOf: (id: bigint) => string) => (r: Row) => ({
    number: numberOf(r.id),
    slug: r.slug,
    amount: centsToDecimalString(r.amount),
    status: r.status,
    createdAt: isoOf(r.created_at),
  });
  return { deposits: deposits.map(row(depositNumber)), withdrawals: withdrawals.map(row(withdrawalNumber)) };
}

export async function memberKyc(ctx: AppContext, uid: string): Promise<MemberKyc> {
  await assertMember(ctx.db, uid);
  const rows = await ctx.db
    .selectFrom('kyc_submission')
    .select(['id', 'status', 'document_type', 'submitted_at', 'decided_at', 'reason'])
    .where('member_id', '=', uid)
    .orderBy('id', 'desc')
    .limit(MEMBER_360_ROWS)
    .execute();
  return {
    rows: rows.map((r) => ({
      id: String(r.id),
      status: r.status,
      documentType: r.document_type,
      submittedAt: isoOf(r.submitted_at),
      decidedAt: iso(r.decided_at),
      reason: r.reason,
    })),
  };
}

export async function memberSessions(ctx: AppContext, uid: string): Promise<MemberSessions> {
  await assertMember(ctx.db, uid);
  const [sessions, signIns] = await Promise.all([
    ctx.db
      .selectFrom('session')
      .select(['userAgent', 'ipAddress', 'createdAt', 'updatedAt', 'impersonatedBy'])
      .where('userId', '=', uid)
      .where('expiresAt', '>', new Date())
      .orderBy('updatedAt', 'desc')
      .limit(MEMBER_360_ROWS)
      .execute(),
    ctx.db
      .selectFrom('sign_in_event')
      .select(['success', 'reason', 'ip_address', 'user_agent', 'created_at'])
      .where('user_id', '=', uid)
      .orderBy('created_at', 'desc')
      .limit(MEMBER_360_ROWS)
      .execute(),
  ]);
  return {
    sessions: sessions.map((s) => ({
      userAgent: s.userAgent,
      ipAddress: s.ipAddress,
      createdAt: isoOf(s.createdAt),
      lastSeen: isoOf(s.updatedAt),
      impersonated: s.impersonatedBy !== null,
    })),
    signIns: signIns.map((e) => ({
      success: e.success,
      reason: e.reason,
      ipAddress: e.ip_address,
      userAgent: e.user_agent,
      createdAt: isoOf(e.created_at),
    })),
  };
}

/** The member's thread with the support contact, its newest messages oldest first. */
export async function memberChat(ctx: AppContext, uid: string): Promise<MemberChat> {
  await assertMember(ctx.db, uid);
  const settings = await ctx.db.selectFrom('settings').select('support_user_id').executeTakeFirst();
  const supportId = settings?.support_user_id;
  if (!supportId) return { chatId: null, messages: [] };
  const thread = await ctx.db
    .selectFrom('chat_thread')
    .select('id')
    .where((t) =>
      t.or([
        t.and([t('user_high', '=', uid), t('user_low', '=', supportId)]),
        t.and([t('user_high', '=', supportId), t('user_low', '=', uid)]),
      ]),
    )
    .executeTakeFirst();
  if (!thread) return { chatId: null, messages: [] };
  const rows = await ctx.db
    .selectFrom('chat_message')
    .select(['id', 'sender_id', 'text', 'img_file_id', 'date'])
    .where('chat_id', '=', thread.id)
    .orderBy('seq', 'desc')
    .limit(MEMBER_360_ROWS)
    .execute();
  return {
    chatId: thread.id,
    messages: rows.reverse().map((m) => ({
      id: m.id,
      fromMember: m.sender_id === uid,
      text: m.text,
      image: m.img_file_id !== null,
      date: isoOf(m.date),
    })),
  };
}
