import type { ApiError, BankData } from '@member-area/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, signedInMember, type TestApp } from '../harness.js';
import { BANK, useMoneyApp } from './money-helpers.js';

// Payout details checked on the server by maintained libraries (ibantools,
// multicoin-address-validator), with real addresses and IBANs and their mistyped twins.

const t = useMoneyApp();
let app: TestApp;
let operator: Client;
beforeAll(() => {
  ({ app, operator } = t);
});

const VALID = {
  btcBech32: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  btcTaproot: 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
  btcBase58: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
  btcP2sh: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  ethChecksummed: '0x52908400098527886E0F7030069857D2E4169EE7',
  ethLowerCase: '0xde709f2102306220921060314715629080e2fb77',
  tron: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
};

async function provenMember() {
  const m = await signedInMember(app);
  await m.client.post('/api/account/step-up', { password: m.input.password });
  return m;
}

describe('payout details on /api/bank-data', () => {
  it('accepts real addresses of every network and IBANs of several countries', async () => {
    const m = await provenMember();
    for (const [cryptoBTC, iban, swift] of [
      [VALID.btcBech32, 'DE89 3704 0044 0532 0130 00', 'COBADEFF'],
      [VALID.btcTaproot, 'GB82 WEST 1234 5698 7654 32', 'NWBKGB2L'],
      [VALID.btcBase58, 'FR14 2004 1010 0505 0001 3M02 606', 'BNPAFRPP'],
      [VALID.btcP2sh, 'NL91 ABNA 0417 1643 00', 'ABNANL2A'],
    ] as const) {
      const res = await m.client.request<BankData>('PUT', '/api/bank-data', {
        ...BANK,
        iban,
        swift,
        cryptoBTC,
        cryptoETH: VALID.ethChecksummed,
        cryptoTRC20: VALID.tron,
      });
      expect(res.status, `${iban} ${cryptoBTC}`).toBe(200);
    }
    const lower = await m.client.request('PUT', '/api/bank-data', { ...BANK, cryptoETH: VALID.ethLowerCase });
    expect(lower.status).toBe(200);
  });

  it('refuses a mistyped character, a broken EIP-55 checksum, a wrong IBAN length or checksum, under its field, and saves nothing', async () => {
    const m = await provenMember();
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ cryptoBTC: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp' }, 'cryptoBTC', /not a valid Bitcoin/],
      [{ cryptoBTC: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3' }, 'cryptoBTC', /not a valid Bitcoin/],
      [{ cryptoETH: '0x52908400098527886E0F7030069857D2E4169Ee7' }, 'cryptoETH', /not a valid Ethereum/],
      [{ cryptoTRC20: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeM' }, 'cryptoTRC20', /not a valid Tron/],
      // A German IBAN one digit short, whose mod-97 still passes the light check: the length is wrong.
      [{ ...BANK, iban: 'DE51 3704 0044 0532 0130 0' }, 'iban', /An IBAN from DE has 22 characters; this one has 21/],
      [{ ...BANK, iban: 'GB82 WEST 1234 5698 7654 33' }, 'iban', /not valid/],
      [{ ...BANK, iban: 'FR14 2004 1010 0505 0001 3M02 6' }, 'iban', /not valid|characters/],
      [{ ...BANK, swift: 'COBAXXFF' }, 'swift', /SWIFT\/BIC/],
    ];
    for (const [body, field, message] of cases) {
      const res = await m.client.request<ApiError>('PUT', '/api/bank-data', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details?.fieldErrors?.[field]?.[0], field).toMatch(message);
    }
    expect((await m.client.get<BankData>('/api/bank-data')).body.destinations).toEqual([]);
  });
});

describe("the brand's payment methods", () => {
  it('refuse a mistyped receiving address under its field', async () => {
    const bad = await operator.request<ApiError>('POST', '/api/admin/payment-methods', {
      kind: 'crypto',
      name: 'Tron',
      instructions: '',
      enabled: true,
      addresses: [{ network: 'TRC20', address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeM' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details?.fieldErrors?.['addresses.0.address']?.[0]).toMatch(/not a valid Tron/);
    const good = await operator.request('POST', '/api/admin/payment-methods', {
      kind: 'crypto',
      name: 'Tron',
      instructions: '',
      enabled: true,
      addresses: [{ network: 'TRC20', address: VALID.tron }],
    });
    expect(good.status).toBe(201);
  });
});
