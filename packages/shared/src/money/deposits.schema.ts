import { z } from 'zod';
import { ZAmount } from '../admin/adjust-balance.schema.js';
import { ZBankDetails, ZCryptoAddress } from './bank-data.schema.js';
import { PAYMENT_METHOD_KINDS, ZMoney, ZMoneyCurrency } from './money-settings.schema.js';
import { keyedPage, keyedPageQuery } from './paged.js';

export const DEPOSIT_STATUSES = ['pending', 'paid', 'rejected', 'cancelled', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
/** As the invoice page shows the status. */
export const DEPOSIT_STATUS_LABEL: Record<DepositStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** Proof files: images or a PDF, sniffed by their bytes on the server. */
export const PROOF_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** Invoices a member may have waiting for payment at once: the desk's queue is for real payments. */
export const MAX_PENDING_DEPOSITS = 10;

/** POST /api/deposits (Idempotency-Key): the /add-balance form. Min and max come from the money settings. */
export const ZCreateDepositRequest = z.object({
  amount: ZAmount,
  methodId: z.string({ message: 'Choose a payment method' }).min(1, 'Choose a payment method').max(64),
});
export type CreateDepositRequest = z.infer<typeof ZCreateDepositRequest>;

/** POST /api/deposits/:slug/tx-hash: a crypto transaction hash as the proof. */
export const ZTxHashRequest = z.object({
  txHash: z
    .string()
    .trim()
    .regex(/^(0x)?[0-9a-fA-F]{64}$/, 'Enter the transaction hash: 64 hexadecimal characters'),
});
export type TxHashRequest = z.infer<typeof ZTxHashRequest>;

export const ZDepositProof = z.object({
  id: z.string(),
  kind: z.enum(['file', 'tx_hash']),
  /** For a file: its sniffed type; for a hash: null. */
  mime: z.string().nullable(),
  txHash: z.string().nullable(),
  uploadedAt: z.string(),
  /** For a file: where its owner (or an operator, under /api/admin) reads it. Private. */
  url: z.string().nullable(),
});
export type DepositProof = z.infer<typeof ZDepositProof>;

/** What the member pays to, copied from the payment method when the invoice was made. */
export const ZPaymentInstructions = z.object({
  methodId: z.string(),
  methodKind: z.enum(PAYMENT_METHOD_KINDS),
  methodName: z.string(),
  text: z.string(),
  bank: ZBankDetails.nullable(),
  addresses: z.array(ZCryptoAddress),
});
export type PaymentInstructions = z.infer<typeof ZPaymentInstructions>;

/** A deposit invoice: /invoice-balance/:slug. */
export const ZDepositInvoice = z.object({
  slug: z.string(),
  /** Human number, e.g. "D-000042": the reference to write on the transfer. */
  number: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  amount: ZMoney,
  currency: ZMoneyCurrency,
  instructions: ZPaymentInstructions,
  /** The operator's reason when rejected. */
  reason: z.string().nullable(),
  proofs: z.array(ZDepositProof),
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type DepositInvoice = z.infer<typeof ZDepositInvoice>;

export const ZDepositListQuery = z.object({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  ...keyedPageQuery(),
});
export type DepositListQuery = z.input<typeof ZDepositListQuery>;

export const ZDepositListResponse = keyedPage(ZDepositInvoice);
export type DepositListResponse = z.infer<typeof ZDepositListResponse>;
