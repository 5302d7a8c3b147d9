import type { z } from 'zod';
import { defineRoute } from '../http/define-route.js';
import { ZFunnel } from './analytics.schema.js';
import {
  ZConsoleFigureParams,
  ZConsoleQueues,
  ZConsoleRangeQuery,
  ZDailyFigure,
  ZMemberUid,
} from './console.schema.js';
import {
  ZMemberChat,
  ZMemberFunds,
  ZMemberInvestments,
  ZMemberKyc,
  ZMemberMoney,
  ZMemberPositions,
  ZMemberSessions,
} from './member360.schema.js';

const read = { permission: 'console.read' } as const;

/** A member 360 tab: one read of one member, 404 for an unknown one. */
const memberTab = <const T extends string, R extends z.ZodType>(tab: T, summary: string, response: R) =>
  defineRoute({
    method: 'GET',
    path: `/api/admin/console/members/:uid/${tab}` as const,
    summary,
    access: read,
    params: ZMemberUid,
    response,
    errors: ['NOT_FOUND'],
  });

/** The operator console: the dashboard's figures and queues, and member 360's tabs. */
export const consoleApi = {
  figure: defineRoute({
    method: 'GET',
    path: '/api/admin/console/figures/:figure',
    summary: 'One dashboard figure per day (UTC) over the last 7, 30 or 90 days',
    access: read,
    params: ZConsoleFigureParams,
    query: ZConsoleRangeQuery,
    response: ZDailyFigure,
  }),
  queues: defineRoute({
    method: 'GET',
    path: '/api/admin/console/queues',
    summary: 'What waits in each queue: pending deposits, withdrawals to decide or pay, KYC, and open positions',
    access: read,
    response: ZConsoleQueues,
  }),
  funnel: defineRoute({
    method: 'GET',
    path: '/api/admin/console/funnel',
    summary: 'The sign-up funnel of the members registered in the range, and where they came from',
    access: read,
    query: ZConsoleRangeQuery,
    response: ZFunnel,
  }),
  memberFunds: memberTab('funds', "A member's accounts and holds", ZMemberFunds),
  memberInvestments: memberTab('investments', "A member's investments", ZMemberInvestments),
  memberPositions: memberTab('positions', "A member's open and closed positions", ZMemberPositions),
  memberMoney: memberTab('money', "A member's deposits and withdrawals", ZMemberMoney),
  memberKyc: memberTab('kyc', "A member's KYC submissions", ZMemberKyc),
  memberSessions: memberTab('sessions', "A member's sessions and sign-in history", ZMemberSessions),
  memberChat: memberTab('chat', "A member's support chat", ZMemberChat),
};
