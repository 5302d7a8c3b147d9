import type { Position } from '@member-area/shared';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

/** A figure over a smaller, quieter one: two values in one column, so the tables fit a laptop. */
export function Stacked({ top, bottom }: { top: ReactNode; bottom: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'inherit' }}>
      <span>{top}</span>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
        {bottom}
      </Box>
    </Box>
  );
}

/** "BTC Buy 10×" over the position's number: the row names its symbol first. */
export function PositionCell({ position: p }: { position: Position }) {
  return (
    <Stacked
      top={
        <>
          <strong>{p.symbol}</strong> {p.side === 'long' ? 'Buy' : 'Sell'} {p.leverage}×
        </>
      }
      bottom={p.number}
    />
  );
}

/**
 * A figure's name, shown on a phone only: there a table row is a card whose lead cells have no
 * header above them, so "+12.00 USD" alone would not say what it is. On a desktop the header does.
 */
export function PhoneLabel({ children }: { children: string }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (!phone) return null;
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, mr: 0.75 }}>
      {children}
    </Box>
  );
}
