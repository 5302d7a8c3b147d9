import { ROUTES } from '@member-area/shared';
import CandlestickChartOutlined from '@mui/icons-material/CandlestickChartOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import { defineFeature } from '../../feature';
import { useOpenPositions } from '../console';
import { AdminTradingPage, HistoryTradePage, MarketsPage, OnTradePage, TradePage } from './pages';
import { positionsLive, priceAlertsLive } from './trading.live';

export const tradingFeature = defineFeature({
  name: 'trading',
  pages: [
    { path: ROUTES.trade, Page: MarketsPage },
    { path: ROUTES.tradeSymbol, Page: TradePage },
    { path: ROUTES.onTrade, Page: OnTradePage },
    { path: ROUTES.historyTrade, Page: HistoryTradePage },
  ],
  adminPages: [{ path: ROUTES.adminTrading, Page: AdminTradingPage }],
  nav: [
    // The drawer's Trade item opens BTC, as the spec lists it; every market's page counts as it.
    {
      label: 'Trade',
      to: '/trade/BTC/bitcoin',
      icon: CandlestickChartOutlined,
      place: 1,
      group: 'Trade',
      detailRoutes: [ROUTES.trade, ROUTES.tradeSymbol],
    },
    { label: 'Open positions', to: ROUTES.onTrade, icon: ShowChartOutlined, place: 2, group: 'Trade' },
    { label: 'Trade history', to: ROUTES.historyTrade, icon: HistoryOutlined, place: 3, group: 'Trade' },
  ],
  // The bar counts the open positions (issue 21), as a figure: nothing there waits for an operator.
  adminNav: [{ label: 'Trading', to: ROUTES.adminTrading, place: 45, useBadge: useOpenPositions, badgeTone: 'figure' }],
  live: { positions: positionsLive, priceAlerts: priceAlertsLive },
});
