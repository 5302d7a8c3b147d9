import {
  CAPITAL_NOT_RETURNED,
  e4ToPercentShort,
  formatAmount,
  INVESTMENT_STATUS_LABEL,
  type InvestmentDetail,
} from '@member-area/shared';
import { textPdf } from '../../platform/http/text-pdf.js';

/** The investment invoice as a PDF, laid out as the deposit invoice's. */
export function investmentPdf(inv: InvestmentDetail, brandName: string): Promise<Buffer> {
  return textPdf({ title: `Investment ${inv.number}`, producer: brandName }, ({ line }) => {
    line(brandName, { bold: true, size: 18, gap: 10 });
    line(`Investment invoice ${inv.number}`, { bold: true, size: 14, gap: 6 });
    line(`Status: ${INVESTMENT_STATUS_LABEL[inv.status]}`);
    line(`Package: ${inv.packageName}`);
    line(`Amount: ${formatAmount(inv.amount)} ${inv.currency}`, { bold: true });
    line(`Daily profit: ${e4ToPercentShort(inv.dailyRateE4)} % for ${inv.durationDays} days`);
    line(`Total profit over the term: ${formatAmount(inv.totalProfit)} ${inv.currency}`);
    line(`Capital: ${inv.capitalReturned ? `returned to the wallet on ${inv.endDay}` : CAPITAL_NOT_RETURNED}`);
    line(`Start: ${inv.startDay}   End: ${inv.endDay}`);
    line(
      `Profit paid so far: ${formatAmount(inv.profitPaid)} ${inv.currency} (${inv.daysPaid} of ${inv.durationDays} days)`,
    );
    line(`Created: ${inv.createdAt.slice(0, 16).replace('T', ' ')} UTC`);
  });
}
