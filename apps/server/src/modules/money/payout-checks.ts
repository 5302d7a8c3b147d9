/// <reference path="./multicoin-address-validator.d.ts" />
import { CRYPTO_NETWORK_LABEL, type CryptoNetwork, normalizeIban, normalizeSwift } from '@member-area/shared';
import { getCountrySpecifications, ValidationErrorsIBAN, validateBIC, validateIBAN } from 'ibantools';
import addressValidator from 'multicoin-address-validator';
import { AppError } from '../../platform/http/app-error.js';

// Payout details checked by maintained libraries on the server: ibantools (IBAN with each
// country's length and format, BIC) and multicoin-address-validator (each network's checksum:
// base58check and bech32 for BTC, EIP-55 for mixed-case ETH, base58check for TRON). The shared
// schema keeps its light checks, which the web runs before sending.

/** The validator's name of each network the app offers. */
const VALIDATOR_CURRENCY: Record<CryptoNetwork, string> = { BTC: 'BTC', ETH: 'ETH', TRC20: 'TRX' };

export type PayoutCheck = { field: string } & (
  | { iban: string }
  | { bic: string }
  | { network: CryptoNetwork; address: string }
);

function ibanProblem(value: string): string | null {
  const iban = normalizeIban(value);
  const result = validateIBAN(iban);
  if (result.valid) return null;
  const country = iban.slice(0, 2);
  if (result.errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) {
    return `This IBAN starts with "${country}", which is not a country that uses IBANs`;
  }
  const chars = getCountrySpecifications()[country]?.chars;
  if (result.errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength) && chars) {
    return `An IBAN from ${country} has ${chars} characters; this one has ${iban.length}`;
  }
  return 'This IBAN is not valid (check the digits)';
}

function problemOf(check: PayoutCheck): string | null {
  if ('iban' in check) return check.iban === '' ? null : ibanProblem(check.iban);
  if ('bic' in check) {
    if (check.bic === '' || validateBIC(normalizeSwift(check.bic)).valid) return null;
    return 'This SWIFT/BIC is not valid (check the country letters)';
  }
  const address = check.address.trim();
  if (
    address === '' ||
    addressValidator.validate(address, VALIDATOR_CURRENCY[check.network], { networkType: 'prod' })
  ) {
    return null;
  }
  return `This is not a valid ${CRYPTO_NETWORK_LABEL[check.network]} address (check for a mistyped character)`;
}

/** Refuses (400, each problem under its field) payout details that fail their checksum or format. */
export function assertPayoutDetails(checks: readonly PayoutCheck[]): void {
  const fieldErrors: Record<string, string[]> = {};
  for (const check of checks) {
    const problem = problemOf(check);
    if (problem) fieldErrors[check.field] = [problem];
  }
  const first = Object.values(fieldErrors)[0]?.[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, { fieldErrors });
}
