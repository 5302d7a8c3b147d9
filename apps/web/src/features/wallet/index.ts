export { useBalance, useDisplayBalance } from './useBalance';
