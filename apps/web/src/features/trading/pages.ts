import { lazyPage } from '../../ui/lazy-page';

/** This feature's pages for the router, each its own chunk: importing this file loads none of them. */
export const MarketsPage = lazyPage(() => import('./MarketsPage'), 'MarketsPage');
/** The chart library (lightweight-charts) is in this page's chunk only. */
export const TradePage = lazyPage(() => import('./TradePage'), 'TradePage');
export const OnTradePage = lazyPage(() => import('./OnTradePage'), 'OnTradePage');
export const HistoryTradePage = lazyPage(() => import('./HistoryTradePage'), 'HistoryTradePage');
export const AdminTradingPage = lazyPage(() => import('./AdminTradingPage'), 'AdminTradingPage');
