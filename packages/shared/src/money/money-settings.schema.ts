import { z } from 'zod';
import { ZAmount } from '../admin/adjust-balance.schema.js';
import { ZBankDetails, ZCryptoAddress } from './bank-data.schema.js';

/** A USD amount as the API answers it: a decimal string with exactly 2 places ("1234.50"). */
export const ZMoney = z.string().regex(/^-?\d+\.\d{2}$/);
/** Amounts are always in the base currency; the web converts for display. */
export const ZMoneyCurrency = z.literal('USD');

/** The operator's money rules (the back office's money settings). */
export const ZMoneySettings = z.object({
  depositMin: ZMoney,
  depositMax: ZMoney,
  withdrawalMin: ZMoney,
  /** A fixed fee per withdrawal, held with the amount and kept when it is paid. */
  withdrawalFee: ZMoney,
  /** A deposit invoice not paid within this many hours expires by itself. */
  invoiceExpiryHours: z.number().int(),
  /** The least a member may withdraw from, or move to the wallet from, each fund. */
  profitWithdrawalMin: ZMoney,
  bonusWithdrawalMin: ZMoney,
  profitMoveMin: ZMoney,
  bonusMoveMin: ZMoney,
});
export type MoneySettings = z.infer<typeof ZMoneySettings>;

const feeAmount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Enter an amount like 0, 2 or 2.50');

export const ZUpdateMoneySettingsRequest = z
  .object({
    depositMin: ZAmount,
    depositMax: ZAmount,
    withdrawalMin: ZAmount,
    withdrawalFee: feeAmount,
    invoiceExpiryHours: z
      .number({ message: 'Enter a number of hours' })
      .int('Enter whole hours')
      .min(1, 'At least 1 hour')
      .max(24 * 30, 'At most 720 hours (30 days)'),
    profitWithdrawalMin: ZAmount,
    bonusWithdrawalMin: ZAmount,
    profitMoveMin: ZAmount,
    bonusMoveMin: ZAmount,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Change at least one setting' });
export type UpdateMoneySettingsRequest = z.infer<typeof ZUpdateMoneySettingsRequest>;

export const PAYMENT_METHOD_KINDS = ['bank_transfer', 'crypto'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

const methodCommon = {
  name: z.string().trim().min(2, 'Enter a name of at least 2 characters').max(100),
  /** Shown to the member on the invoice: what to write in the transfer's reference, how long it takes... */
  instructions: z.string().trim().max(2000, 'At most 2000 characters').default(''),
  enabled: z.boolean().default(true),
};

/**
 * A way to pay a deposit, as the operator configures it: a bank transfer to the brand's
 * account, or crypto to an address per network.
 */
export const ZPaymentMethodInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bank_transfer'), ...methodCommon, bank: ZBankDetails }),
  z.object({
    kind: z.literal('crypto'),
    ...methodCommon,
    addresses: z
      .array(ZCryptoAddress)
      .min(1, 'Add at least one address')
      .refine((a) => new Set(a.map((x) => x.network)).size === a.length, 'One address per network'),
  }),
]);
export type PaymentMethodInput = z.input<typeof ZPaymentMethodInput>;

export const ZPaymentMethod = z.discriminatedUnion('kind', [
  z.object({
    id: z.string(),
    kind: z.literal('bank_transfer'),
    name: z.string(),
    instructions: z.string(),
    enabled: z.boolean(),
    bank: ZBankDetails,
  }),
  z.object({
    id: z.string(),
    kind: z.literal('crypto'),
    name: z.string(),
    instructions: z.string(),
    enabled: z.boolean(),
    addresses: z.array(ZCryptoAddress),
  }),
]);
export type PaymentMethod = z.infer<typeof ZPaymentMethod>;

/** GET /api/money/options: what the /add-balance and /withdrawal pages need (enabled methods only). */
export const ZMoneyOptions = z.object({ settings: ZMoneySettings, methods: z.array(ZPaymentMethod) });
export type MoneyOptions = z.infer<typeof ZMoneyOptions>;

export const ZPaymentMethodList = z.object({ rows: z.array(ZPaymentMethod) });
