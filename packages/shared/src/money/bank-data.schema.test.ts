import { describe, expect, it } from 'vitest';
import { isValidCryptoAddress, isValidIban, isValidSwift, ZUpdateBankDataRequest } from './bank-data.schema.js';

describe('bank data checks', () => {
  it('accepts IBANs with a right checksum, in any spacing and case', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('gb82west12345698765432')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false); // one digit off
    expect(isValidIban('DE8937')).toBe(false);
  });

  it('checks the SWIFT/BIC format', () => {
    expect(isValidSwift('DEUTDEFF')).toBe(true);
    expect(isValidSwift('deutdeff500')).toBe(true);
    expect(isValidSwift('DEUT1EFF')).toBe(false);
    expect(isValidSwift('DEUTDEF')).toBe(false);
  });

  it('checks crypto addresses per network', () => {
    expect(isValidCryptoAddress('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(isValidCryptoAddress('ETH', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isValidCryptoAddress('ETH', '0x5290840009852788')).toBe(false);
    expect(isValidCryptoAddress('TRC20', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL')).toBe(true);
  });

  it('needs bank name, holder and a number or IBAN once any bank field is filled', () => {
    expect(ZUpdateBankDataRequest.safeParse({}).success).toBe(true);
    const partial = ZUpdateBankDataRequest.safeParse({ iban: 'DE89370400440532013000' });
    expect(partial.success).toBe(false);
    expect(partial.error?.issues.map((i) => i.path.join('.'))).toEqual(['bankName', 'accountHolder']);
  });
});
