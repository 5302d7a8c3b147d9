import { BASE_CURRENCY, formatAmount } from '@member-area/shared';
import Box from '@mui/material/Box';

/** A signed figure in green (up) or red (down), readable in both colour modes. */
export function Signed({ value, suffix = '' }: { value: string; suffix?: string }) {
  const down = value.trim().startsWith('-');
  const zero = /^-?[0.]*$/.test(value.trim());
  return (
    <Box
      component="span"
      sx={(theme) => ({
        fontVariantNumeric: 'tabular-nums',
        fontWeight: 600,
        whiteSpace: 'nowrap',
        color: zero ? 'text.primary' : (theme.vars ?? theme).palette[down ? 'error' : 'success'].dark,
        ...theme.applyStyles('dark', {
          color: zero ? 'text.primary' : (theme.vars ?? theme).palette[down ? 'error' : 'success'].light,
        }),
      })}
    >
      {!down && !zero ? '+' : ''}
      {value}
      {suffix}
    </Box>
  );
}

/** A signed USD amount (a P/L), grouped as every amount is ("+1,234.56 USD"). */
export function SignedUsd({ value }: { value: string }) {
  return <Signed value={formatAmount(value)} suffix={` ${BASE_CURRENCY}`} />;
}
