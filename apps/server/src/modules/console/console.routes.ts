import { analyticsApi, consoleApi } from '@member-area/shared';
import type { FastifyRequest } from 'fastify';
import { route } from '../../module.js';
import { AppError } from '../../platform/http/app-error.js';
import { memberOf } from '../auth/index.js';
import { dailyFigure } from './figures.js';
import { funnel } from './funnel.js';
import {
  memberChat,
  memberFunds,
  memberInvestments,
  memberKyc,
  memberMoney,
  memberPositions,
  memberSessions,
} from './member-360.js';
import { recordPageView } from './page-view.js';
import { readQueues } from './queues.js';

/** Page views are counted per member, at most one a second on average: navigation, not a flood. */
const pageViewLimit = {
  rateLimit: {
    hook: 'preHandler' as const,
    max: 60,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => memberOf(request).id,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', 'Too many page views: wait a minute.'),
  },
};

export const consoleRoutes = [
  route(consoleApi.figure, ({ ctx, params, query }) => dailyFigure(ctx, params.figure, query.days)),
  route(consoleApi.queues, ({ ctx }) => readQueues(ctx.db)),
  route(consoleApi.funnel, ({ ctx, query }) => funnel(ctx, query.days)),
  route(consoleApi.memberFunds, ({ ctx, params }) => memberFunds(ctx, params.uid)),
  route(consoleApi.memberInvestments, ({ ctx, params }) => memberInvestments(ctx, params.uid)),
  route(consoleApi.memberPositions, ({ ctx, params }) => memberPositions(ctx, params.uid)),
  route(consoleApi.memberMoney, ({ ctx, params }) => memberMoney(ctx, params.uid)),
  route(consoleApi.memberKyc, ({ ctx, params }) => memberKyc(ctx, params.uid)),
  route(consoleApi.memberSessions, ({ ctx, params }) => memberSessions(ctx, params.uid)),
  route(consoleApi.memberChat, ({ ctx, params }) => memberChat(ctx, params.uid)),
  route(analyticsApi.pageView, ({ ctx, member, body }) => recordPageView(ctx, member.id, body.path), {
    config: pageViewLimit,
  }),
];
