import type { MemberProfile, Settings } from '@member-area/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../api';
import { applyMessage, reconnectDelay } from './useLiveChannel';

const settings: Settings = {
  menuContact: true,
  rateMYR: 4.47,
  rateKRW: 1385.5,
  rateJPY: 151.2,
  rateEUR: 0.92,
  rateKWD: 0.307,
};

describe('live messages', () => {
  it('a balance message replaces the cached balance', () => {
    const client = new QueryClient();
    applyMessage(client, { topic: 'balance', data: { balance: '1234.50' } });
    expect(client.getQueryData(queryKeys.balance)).toEqual({ balance: '1234.50' });
  });

  it('a settings message updates the settings and the rate list', () => {
    const client = new QueryClient();
    applyMessage(client, { topic: 'settings', data: settings });
    expect(client.getQueryData(queryKeys.settings)).toEqual(settings);
    expect(client.getQueryData(queryKeys.rates)).toContainEqual({ name: 'EUR', value: 0.92 });
    expect(client.getQueryData(queryKeys.rates)).toHaveLength(5);
  });

  it('a profile message patches userTrading and keeps the rest of the profile', () => {
    const client = new QueryClient();
    const profile = { uid: 'u1', fullName: 'Ada Lovelace', userTrading: false } as MemberProfile;
    client.setQueryData(queryKeys.profile, profile);
    applyMessage(client, { topic: 'profile', data: { userTrading: true } });
    expect(client.getQueryData(queryKeys.profile)).toEqual({ ...profile, userTrading: true });
  });

  it('a profile message before the profile loaded creates nothing', () => {
    const client = new QueryClient();
    applyMessage(client, { topic: 'profile', data: { userTrading: true } });
    expect(client.getQueryData(queryKeys.profile)).toBeUndefined();
  });
});

describe('reconnect backoff', () => {
  it('doubles from 1 s and stops at 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 10000, 10000, 10000]);
  });
});
