import Chip from '@mui/material/Chip';
import { usePriceStatus } from './usePriceStatus';

/** "Delayed" while a symbol's feed sent no tick for a while (orders on it are refused meanwhile). */
export function DelayedChip({ symbol }: { symbol: string }) {
  if (usePriceStatus(symbol) !== 'delayed') return null;
  return <Chip label="Delayed" size="small" color="warning" variant="outlined" sx={{ flexShrink: 0 }} />;
}
