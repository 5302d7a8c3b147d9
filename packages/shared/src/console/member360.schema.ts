import { z } from 'zod';

// Member 360: one schema per tab; each tab reads only its own. Amounts are decimal strings (USD).

/** Each member-360 list shows at most this many rows, newest first. */
export const MEMBER_360_ROWS = 50;

export const ZMemberFunds = z.object({
  accounts: z.array(z.object({ kind: z.string(), balance: z.string() })),
  holds: z.array(
    z.object({
      id: z.string(),
      purpose: z.string(),
      reference: z.string(),
      amount: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type MemberFunds = z.infer<typeof ZMemberFunds>;

export const ZMemberInvestments = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      packageName: z.string(),
      amount: z.string(),
      status: z.string(),
      startDay: z.string(),
      endDay: z.string(),
      daysPaid: z.number().int(),
      durationDays: z.number().int(),
      profitPaid: z.string(),
    }),
  ),
});
export type MemberInvestments = z.infer<typeof ZMemberInvestments>;

export const ZMemberPositions = z.object({
  rows: z.array(
    z.object({
      number: z.string(),
      symbol: z.string(),
      side: z.string(),
      margin: z.string(),
      leverage: z.number().int(),
      status: z.string(),
      pl: z.string().nullable(),
      openedAt: z.string(),
      closedAt: z.string().nullable(),
    }),
  ),
});
export type MemberPositions = z.infer<typeof ZMemberPositions>;

/** A deposit or withdrawal: its number as the desks show it ("D-000042"), its link code, amount and state. */
const ZMoneyRow = z.object({
  number: z.string(),
  slug: z.string(),
  amount: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export const ZMemberMoney = z.object({ deposits: z.array(ZMoneyRow), withdrawals: z.array(ZMoneyRow) });
export type MemberMoney = z.infer<typeof ZMemberMoney>;

export const ZMemberKyc = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      documentType: z.string(),
      submittedAt: z.string(),
      decidedAt: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
});
export type MemberKyc = z.infer<typeof ZMemberKyc>;

export const ZMemberSessions = z.object({
  sessions: z.array(
    z.object({
      userAgent: z.string().nullable(),
      ipAddress: z.string().nullable(),
      createdAt: z.string(),
      lastSeen: z.string(),
      impersonated: z.boolean(),
    }),
  ),
  signIns: z.array(
    z.object({
      success: z.boolean(),
      reason: z.string().nullable(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type MemberSessions = z.infer<typeof ZMemberSessions>;

export const ZMemberChat = z.object({
  chatId: z.string().nullable(),
  messages: z.array(
    z.object({ id: z.string(), fromMember: z.boolean(), text: z.string(), image: z.boolean(), date: z.string() }),
  ),
});
export type MemberChat = z.infer<typeof ZMemberChat>;
