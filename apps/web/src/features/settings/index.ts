export { useRates, useSettings } from './useSettings';
