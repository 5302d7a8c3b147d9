import type { PriceAlert } from '@member-area/shared';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../platform/config.js';
import { priceAlertMail } from './alert-mail.js';

const config = { PUBLIC_URL: 'https://member.example' } as Config;
const alert: PriceAlert = {
  id: '1',
  symbol: 'XRP',
  direction: 'above',
  price: '0.55',
  rearmStep: '0.01',
  armed: false,
  crossings: 1,
  lastCrossedAt: '2026-11-30T07:00:00.000Z',
  lastCrossedPrice: '0.55012345',
  createdAt: '2026-11-30T06:00:00.000Z',
};

describe('the price alert mail', () => {
  it("says every price as the pages do: the symbol's decimals and the unit", () => {
    const mail = priceAlertMail(config, 'm@example.com', alert, 'xrp');
    expect(mail.subject).toBe('XRP rose above 0.5500 USDT');
    expect(mail.text).toContain('(at 0.5501 USDT)');
    expect(mail.text).toContain('back below 0.0100 USDT from the level');
  });

  it('groups thousands in a large price', () => {
    const mail = priceAlertMail(
      config,
      'm@example.com',
      { ...alert, symbol: 'BTC', price: '97000', rearmStep: null },
      'bitcoin',
    );
    expect(mail.subject).toBe('BTC rose above 97,000.00 USDT');
  });
});
