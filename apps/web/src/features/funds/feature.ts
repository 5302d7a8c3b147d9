import { ROUTES } from '@member-area/shared';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import { defineFeature } from '../../feature';
import { fundsLive } from './funds.live';
import { BonusFundPage, BonusWithdrawalPage, ProfitFundPage, ProfitWithdrawalPage } from './pages';

export const fundsFeature = defineFeature({
  name: 'funds',
  pages: [
    { path: ROUTES.fundsBonus, Page: BonusFundPage },
    { path: ROUTES.fundsProfit, Page: ProfitFundPage },
    { path: ROUTES.withdrawalBonus, Page: BonusWithdrawalPage },
    { path: ROUTES.withdrawalProfit, Page: ProfitWithdrawalPage },
  ],
  // The spec's order: /funds-bonus, /funds-profit, /withdrawal-bonus, /withdrawal-profit.
  nav: [
    { label: 'Bonus', to: ROUTES.fundsBonus, icon: CardGiftcardOutlined, place: 1, group: 'Funds' },
    { label: 'Profit', to: ROUTES.fundsProfit, icon: TrendingUpOutlined, place: 2, group: 'Funds' },
    { label: 'Bonus withdrawal', to: ROUTES.withdrawalBonus, icon: OutboxOutlined, place: 3, group: 'Funds' },
    { label: 'Profit withdrawal', to: ROUTES.withdrawalProfit, icon: PaymentsOutlined, place: 4, group: 'Funds' },
  ],
  live: { funds: fundsLive },
});
