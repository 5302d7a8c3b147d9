import { e4ToPercentShort, formatAmount, INVESTMENT_STATUS_LABEL, type InvestmentDetail } from '@member-area/shared';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

// The investment invoice as a one-page PDF, like the deposit invoice's (pdf-lib, standard fonts).

const printable = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff\n]/g, '?');

export async function investmentPdf(inv: InvestmentDetail, brandName: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Investment ${inv.number}`);
  doc.setProducer(brandName);
  const page = doc.addPage([595, 842]); // A4
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const line = (text: string, opts: { font?: PDFFont; size?: number; gap?: number } = {}) => {
    const size = opts.size ?? 11;
    page.drawText(printable(text), { x: 50, y, size, font: opts.font ?? regular, color: rgb(0.1, 0.1, 0.1) });
    y -= size + 5 + (opts.gap ?? 0);
  };
  line(brandName, { font: bold, size: 18, gap: 10 });
  line(`Investment invoice ${inv.number}`, { font: bold, size: 14, gap: 6 });
  line(`Status: ${INVESTMENT_STATUS_LABEL[inv.status]}`);
  line(`Package: ${inv.packageName}`);
  line(`Amount: ${formatAmount(inv.amount)} ${inv.currency}`, { font: bold });
  line(`Daily profit: ${e4ToPercentShort(inv.dailyRateE4)} % for ${inv.durationDays} days`);
  line(`Total profit over the term: ${formatAmount(inv.totalProfit)} ${inv.currency}`);
  line(
    `Capital: ${inv.capitalReturned ? `returned to the wallet on ${inv.endDay}` : 'not returned (paid within the profit)'}`,
  );
  line(`Start: ${inv.startDay}   End: ${inv.endDay}`);
  line(
    `Profit paid so far: ${formatAmount(inv.profitPaid)} ${inv.currency} (${inv.daysPaid} of ${inv.durationDays} days)`,
  );
  line(`Created: ${inv.createdAt.slice(0, 16).replace('T', ' ')} UTC`);
  return Buffer.from(await doc.save());
}
