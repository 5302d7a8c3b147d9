import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import { usePriceSource } from './usePriceStatus';

/** "Simulated prices" while the simulated market is the source (nothing otherwise). */
export function SimulatedPricesLabel({ sx }: { sx?: SxProps<Theme> }) {
  if (usePriceSource() !== 'simulated') return null;
  return <Chip label="Simulated prices" size="small" color="info" variant="outlined" sx={{ flexShrink: 0, ...sx }} />;
}
