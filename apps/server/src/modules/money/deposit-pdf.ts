import { CRYPTO_NETWORK_LABEL, DEPOSIT_STATUS_LABEL, type DepositInvoice, formatAmount } from '@member-area/shared';
import { textPdf } from '../../platform/http/text-pdf.js';

/** The deposit invoice as a PDF: what to pay, before when, and where. */
export function depositPdf(invoice: DepositInvoice, brandName: string): Promise<Buffer> {
  const { instructions: ins } = invoice;
  return textPdf({ title: `Invoice ${invoice.number}`, producer: brandName }, ({ line, space }) => {
    line(brandName, { bold: true, size: 18, gap: 10 });
    line(`Deposit invoice ${invoice.number}`, { bold: true, size: 14, gap: 6 });
    line(`Status: ${DEPOSIT_STATUS_LABEL[invoice.status]}`);
    line(`Amount: ${formatAmount(invoice.amount)} ${invoice.currency}`, { bold: true });
    line(`Created: ${invoice.createdAt.slice(0, 16).replace('T', ' ')} UTC`);
    line(`Pay before: ${invoice.expiresAt.slice(0, 16).replace('T', ' ')} UTC`, { gap: 12 });
    if (invoice.reason) line(`Reason: ${invoice.reason}`, { gap: 8 });

    line(`Payment method: ${ins.methodName}`, { bold: true, gap: 4 });
    if (ins.bank) {
      line(`Bank name: ${ins.bank.bankName}`);
      line(`Account holder: ${ins.bank.accountHolder}`);
      if (ins.bank.accountNumber) line(`Account number: ${ins.bank.accountNumber}`);
      if (ins.bank.iban) line(`IBAN: ${ins.bank.iban.replace(/(.{4})/g, '$1 ').trim()}`);
      if (ins.bank.swift) line(`SWIFT: ${ins.bank.swift}`);
      line(`Payment reference: ${invoice.number}`, { bold: true });
    }
    for (const a of ins.addresses) line(`${CRYPTO_NETWORK_LABEL[a.network]}: ${a.address}`);
    space(8);
    if (ins.text) for (const paragraph of ins.text.split('\n')) line(paragraph);
  });
}
