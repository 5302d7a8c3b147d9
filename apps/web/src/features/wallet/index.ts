export { useBalance, useDisplayBalance } from './useBalance';
export { balanceLive } from './wallet.live';
