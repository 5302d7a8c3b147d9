// The profit and bonus funds: /funds-profit, /funds-bonus, /withdrawal-profit, /withdrawal-bonus.
export { fundsLive } from './funds.live';
export { fundsKeys } from './query-keys';
