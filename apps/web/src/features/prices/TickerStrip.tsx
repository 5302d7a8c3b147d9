import { formatPriceFigure, QUOTE_CURRENCY, type Quote } from '@member-area/shared';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { keyframes } from '@mui/material/styles';
import { SimulatedPricesLabel } from './SimulatedPricesLabel';
import { usePrices } from './usePrices';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

function QuoteItem({ quote }: { quote: Quote }) {
  const up = !quote.change24h.startsWith('-');
  return (
    <Box component="li" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.75, px: 2, whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ fontWeight: 700 }}>
        {quote.symbol}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
          /{QUOTE_CURRENCY}
        </Box>
      </Box>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {/* The symbol's own decimals, as on every trading page (the unit is beside the symbol). */}
        {formatPriceFigure(quote.symbol, quote.price)}
      </Box>
      <Box
        component="span"
        sx={(theme) => ({
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 600,
          color: (theme.vars ?? theme).palette[up ? 'success' : 'error'].dark,
          ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette[up ? 'success' : 'error'].light }),
        })}
      >
        {up ? '+' : ''}
        {quote.change24h}%
      </Box>
      {quote.delayed && (
        <Box component="span" sx={{ color: 'warning.main', fontWeight: 600 }}>
          Delayed
        </Box>
      )}
    </Box>
  );
}

/**
 * The live ticker strip above every page (spec 1 and 9): each symbol against USDT with its
 * 24-hour change, scrolling slowly; still and scrollable for people who prefer less motion.
 */
export function TickerStrip() {
  const prices = usePrices();
  const quotes = prices.data ?? [];
  const list = (hidden: boolean) => (
    <Box
      component="ul"
      aria-hidden={hidden || undefined}
      sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none', flexShrink: 0 }}
    >
      {quotes.map((q) => (
        <QuoteItem key={q.symbol} quote={q} />
      ))}
    </Box>
  );

  return (
    <Box
      component="section"
      aria-label="Crypto prices"
      sx={{
        height: 36,
        mb: 2,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        fontSize: '0.8125rem',
        display: 'flex',
        alignItems: 'center',
        overflow: 'hidden',
        '@media (prefers-reduced-motion: reduce)': { overflowX: 'auto' },
      }}
    >
      <SimulatedPricesLabel sx={{ mx: 1 }} />
      {/* The quotes scroll in their own lane, never under the label. */}
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          overflow: 'hidden',
          '@media (prefers-reduced-motion: reduce)': { overflowX: 'auto' },
        }}
      >
        {quotes.length === 0 ? (
          <Skeleton variant="text" width="60%" sx={{ mx: 2 }} />
        ) : (
          <Box
            sx={{
              display: 'flex',
              width: 'max-content',
              animation: `${scroll} 60s linear infinite`,
              '&:hover': { animationPlayState: 'paused' },
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          >
            {list(false)}
            {/* A second copy makes the loop seamless; screen readers hear the list once. */}
            {list(true)}
          </Box>
        )}
      </Box>
    </Box>
  );
}
