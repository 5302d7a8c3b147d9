import { investmentsApi } from '@member-area/shared';
import { route } from '../../module.js';
import { adminInvestments, reconciliation } from './admin-investments.js';
import { invest } from './invest.js';
import { investmentPdf } from './investment-pdf.js';
import {
  activePackage,
  activePackages,
  allPackages,
  createPackage,
  deactivatePackage,
  orderPackages,
  toPackage,
  updatePackage,
} from './packages.js';
import { listProfitRuns, runProfitForDate } from './profit-runs.js';
import { investmentSummary, myInvestments, oneInvestment } from './read-investments.js';
import { setSummaryMail, summaryMailSetting } from './summary-mail.js';

/** /investment, /add-investment, /invoice and the back office's Packages and Investments. */
export const investmentsRoutes = [
  route(investmentsApi.packages, async ({ ctx }) => ({ packages: await activePackages(ctx.db) })),
  route(investmentsApi.package, async ({ ctx, params }) => toPackage(await activePackage(ctx.db, params.slug))),
  route(investmentsApi.invest, ({ ctx, member, body }) => invest(ctx, { memberId: member.id, request: body })),
  route(investmentsApi.mine, ({ ctx, member, query }) => myInvestments(ctx.db, member.id, query)),
  route(investmentsApi.summary, ({ ctx, member }) => investmentSummary(ctx, member.id)),
  route(investmentsApi.summaryMail, ({ ctx, member }) => summaryMailSetting(ctx.db, member.id)),
  route(investmentsApi.setSummaryMail, ({ ctx, member, body }) => setSummaryMail(ctx.db, member.id, body)),
  route(investmentsApi.one, ({ ctx, member, params }) => oneInvestment(ctx.db, member.id, params.number)),
  route(investmentsApi.pdf, async ({ ctx, member, params, reply }) => {
    const inv = await oneInvestment(ctx.db, member.id, params.number);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="investment-${inv.number}.pdf"`)
      .send(await investmentPdf(inv, ctx.config.BRAND_NAME));
  }),

  route(investmentsApi.adminPackages, async ({ ctx }) => ({ packages: await allPackages(ctx.db) })),
  route(investmentsApi.createPackage, ({ ctx, member, body }) =>
    createPackage(ctx, { operatorId: member.id, request: body }),
  ),
  route(investmentsApi.updatePackage, ({ ctx, member, params, body }) =>
    updatePackage(ctx, { operatorId: member.id, id: params.id, request: body }),
  ),
  route(investmentsApi.deactivatePackage, ({ ctx, member, params }) =>
    deactivatePackage(ctx, { operatorId: member.id, id: params.id }),
  ),
  route(investmentsApi.orderPackages, async ({ ctx, member, body }) => ({
    packages: await orderPackages(ctx, { operatorId: member.id, ids: body.ids }),
  })),
  route(investmentsApi.adminInvestments, ({ ctx, query }) => adminInvestments(ctx.db, query)),
  route(investmentsApi.profitRuns, ({ ctx }) => listProfitRuns(ctx.db)),
  route(investmentsApi.runProfit, ({ ctx, member, body }) =>
    runProfitForDate(ctx, { operatorId: member.id, day: body.day }),
  ),
  route(investmentsApi.reconciliation, ({ ctx, query }) => reconciliation(ctx, query.days)),
];
