import { walletApi } from '@member-area/shared';
import { route } from '../../module.js';
import { memberRead } from '../auth/index.js';
import { toBalance, walletBalanceRead } from './wallet.service.js';

export const walletRoutes = [
  route(walletApi.balance, async ({ ctx, request }) => toBalance(await memberRead(ctx, request, walletBalanceRead)), {
    memberRead: walletBalanceRead,
  }),
];
