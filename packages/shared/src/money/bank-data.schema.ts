import { z } from 'zod';

// Payout details: a member's own (the /data-bank page) and the brand's receiving accounts
// (payment methods). Every field is checked: IBAN by its mod-97 checksum, SWIFT/BIC by its
// format, crypto addresses by their network's format.

/** Networks a crypto address can be on; a member keeps at most one address per network. */
export const CRYPTO_NETWORKS = ['BTC', 'ETH', 'TRC20'] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];
export const CRYPTO_NETWORK_LABEL: Record<CryptoNetwork, string> = {
  BTC: 'Bitcoin (BTC)',
  ETH: 'Ethereum (ERC-20)',
  TRC20: 'Tron (TRC-20)',
};

const CRYPTO_ADDRESS_FORMAT: Record<CryptoNetwork, RegExp> = {
  // legacy/P2SH base58, or bech32 (bc1…)
  BTC: /^([13][a-km-zA-HJ-NP-Z1-9]{25,34}|bc1[ac-hj-np-z02-9]{11,71})$/,
  ETH: /^0x[0-9a-fA-F]{40}$/,
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
};

export function isValidCryptoAddress(network: CryptoNetwork, address: string): boolean {
  return CRYPTO_ADDRESS_FORMAT[network].test(address.trim());
}

/** An IBAN without spaces, in capitals: how it is stored and compared. */
export const normalizeIban = (v: string) => v.replace(/\s+/g, '').toUpperCase();
export const normalizeSwift = (v: string) => v.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: country, check digits, up to 30 characters, and the mod-97 checksum equal to 1. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** SWIFT/BIC: 4 letters bank, 2 letters country, 2 location, optional 3 branch. */
export function isValidSwift(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normalizeSwift(value));
}

const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

/**
 * Bank account details. Bank name and account holder are required, and an account number or
 * an IBAN (or both); SWIFT is optional. Empty optional fields are empty strings.
 */
/** The checked bank fields, each optional on its own ('' when empty). */
const bankFields = {
  bankName: text('Bank name', 100).default(''),
  accountHolder: text('Account holder', 100).default(''),
  accountNumber: text('Account number', 34)
    .refine((v) => v === '' || /^[0-9A-Za-z -]{4,34}$/.test(v), 'Enter 4 to 34 letters or digits')
    .default(''),
  iban: text('IBAN', 42)
    .refine((v) => v === '' || isValidIban(v), 'This IBAN is not valid (check the digits)')
    .default(''),
  swift: text('SWIFT', 14)
    .refine((v) => v === '' || isValidSwift(v), 'Enter a SWIFT/BIC of 8 or 11 characters, like DEUTDEFF')
    .default(''),
};

export const ZBankDetails = z
  .object({
    ...bankFields,
    bankName: text('Bank name', 100).min(2, 'Enter the bank name'),
    accountHolder: text('Account holder', 100).min(2, 'Enter the account holder'),
  })
  .refine((v) => v.accountNumber !== '' || v.iban !== '', {
    message: 'Enter an account number or an IBAN',
    path: ['accountNumber'],
  });
export type BankDetails = z.infer<typeof ZBankDetails>;

export const ZCryptoAddress = z
  .object({ network: z.enum(CRYPTO_NETWORKS), address: z.string().trim().min(1, 'Enter an address').max(120) })
  .refine((v) => isValidCryptoAddress(v.network, v.address), {
    message: 'This address is not valid for its network',
    path: ['address'],
  });
export type CryptoAddress = z.infer<typeof ZCryptoAddress>;

/**
 * A destination a withdrawal can be paid to, from the member's saved bank data:
 * `bank`, or `crypto:<network>`.
 */
export const ZDestinationId = z.string().regex(/^(bank|crypto:(BTC|ETH|TRC20))$/, 'Choose a destination');
export type DestinationId = z.infer<typeof ZDestinationId>;

export const ZPayoutDestination = z.object({
  id: ZDestinationId,
  kind: z.enum(['bank', 'crypto']),
  /** e.g. "Bank transfer · DE89 …3000" or "Bitcoin (BTC) · bc1q…x2f" */
  label: z.string(),
  bank: ZBankDetails.nullable(),
  crypto: ZCryptoAddress.nullable(),
  /** When these details last changed: a withdrawal within 24 h of it is flagged for the operator. */
  changedAt: z.string(),
});
export type PayoutDestination = z.infer<typeof ZPayoutDestination>;

const cryptoField = (network: CryptoNetwork) =>
  z
    .string()
    .trim()
    .max(120)
    .refine(
      (v) => v === '' || isValidCryptoAddress(network, v),
      `This is not a valid ${CRYPTO_NETWORK_LABEL[network]} address`,
    )
    .default('');

/**
 * The /data-bank form, flat as the page shows it ("Bank name", "Account holder", "Account
 * number", "IBAN", "SWIFT", one address per network). All bank fields empty: no bank account.
 */
export const ZUpdateBankDataRequest = z
  .object({
    ...bankFields,
    cryptoBTC: cryptoField('BTC'),
    cryptoETH: cryptoField('ETH'),
    cryptoTRC20: cryptoField('TRC20'),
  })
  .superRefine((v, ctx) => {
    const bankFields = [v.bankName, v.accountHolder, v.accountNumber, v.iban, v.swift];
    if (bankFields.every((f) => f === '')) return; // no bank account: fine
    if (v.bankName.length < 2) ctx.addIssue({ code: 'custom', message: 'Enter the bank name', path: ['bankName'] });
    if (v.accountHolder.length < 2) {
      ctx.addIssue({ code: 'custom', message: 'Enter the account holder', path: ['accountHolder'] });
    }
    if (v.accountNumber === '' && v.iban === '') {
      ctx.addIssue({ code: 'custom', message: 'Enter an account number or an IBAN', path: ['accountNumber'] });
    }
  });
export type UpdateBankDataRequest = z.input<typeof ZUpdateBankDataRequest>;

/** GET/PUT /api/bank-data: the saved fields (normalized), and the destinations they make. */
export const ZBankData = z.object({
  bankName: z.string(),
  accountHolder: z.string(),
  accountNumber: z.string(),
  iban: z.string(),
  swift: z.string(),
  cryptoBTC: z.string(),
  cryptoETH: z.string(),
  cryptoTRC20: z.string(),
  destinations: z.array(ZPayoutDestination),
  updatedAt: z.string().nullable(),
});
export type BankData = z.infer<typeof ZBankData>;
