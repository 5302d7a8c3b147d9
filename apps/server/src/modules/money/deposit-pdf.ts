import { CRYPTO_NETWORK_LABEL, DEPOSIT_STATUS_LABEL, type DepositInvoice, formatAmount } from '@member-area/shared';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

// The invoice as a one-page PDF (pdf-lib, standard fonts: nothing to load from disk).

/** The standard fonts speak WinAnsi: anything else would throw, so it is replaced. */
const printable = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff\n]/g, '?');

export async function depositPdf(invoice: DepositInvoice, brandName: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${invoice.number}`);
  doc.setProducer(brandName);
  const page = doc.addPage([595, 842]); // A4
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const line = (text: string, opts: { font?: PDFFont; size?: number; gap?: number } = {}) => {
    const size = opts.size ?? 11;
    const font = opts.font ?? regular;
    for (const part of wrap(printable(text), font, size, 495)) {
      page.drawText(part, { x: 50, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size + 5;
    }
    y -= opts.gap ?? 0;
  };
  const { instructions: ins } = invoice;

  line(brandName, { font: bold, size: 18, gap: 10 });
  line(`Deposit invoice ${invoice.number}`, { font: bold, size: 14, gap: 6 });
  line(`Status: ${DEPOSIT_STATUS_LABEL[invoice.status]}`);
  line(`Amount: ${formatAmount(invoice.amount)} ${invoice.currency}`, { font: bold });
  line(`Created: ${invoice.createdAt.slice(0, 16).replace('T', ' ')} UTC`);
  line(`Pay before: ${invoice.expiresAt.slice(0, 16).replace('T', ' ')} UTC`, { gap: 12 });
  if (invoice.reason) line(`Reason: ${invoice.reason}`, { gap: 8 });

  line(`Payment method: ${ins.methodName}`, { font: bold, gap: 4 });
  if (ins.bank) {
    line(`Bank name: ${ins.bank.bankName}`);
    line(`Account holder: ${ins.bank.accountHolder}`);
    if (ins.bank.accountNumber) line(`Account number: ${ins.bank.accountNumber}`);
    if (ins.bank.iban) line(`IBAN: ${ins.bank.iban.replace(/(.{4})/g, '$1 ').trim()}`);
    if (ins.bank.swift) line(`SWIFT: ${ins.bank.swift}`);
    line(`Payment reference: ${invoice.number}`, { font: bold });
  }
  for (const a of ins.addresses) line(`${CRYPTO_NETWORK_LABEL[a.network]}: ${a.address}`);
  y -= 8;
  if (ins.text) for (const paragraph of ins.text.split('\n')) line(paragraph);
  return Buffer.from(await doc.save());
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || current === '') current = next;
    else {
      out.push(current);
      current = word;
    }
  }
  out.push(current);
  return out;
}
