import { formatPrice, type Position, priceInputProblem, QUOTE_CURRENCY, tradingApi } from '@member-area/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiRequestError } from '../../api';
import { call } from '../../api/call';
import { DetailRow } from '../../ui/DetailRow';
import { useLivePrices } from './api';

/** Sets or clears a position's take profit and stop loss (no money moves: no key needed). */
export function TargetsDialog({ position, onClose }: { position: Position | null; onClose: () => void }) {
  const [tp, setTp] = useState('');
  const [sl, setSl] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const live = useLivePrices();
  const symbol = position?.symbol ?? '';
  const tpProblem = priceInputProblem(symbol, tp);
  const slProblem = priceInputProblem(symbol, sl);
  const inQuote = (price: string | null | undefined) => (price && position ? formatPrice(position.symbol, price) : '—');
  useEffect(() => {
    setTp(position?.takeProfit ?? '');
    setSl(position?.stopLoss ?? '');
    setErrors({});
    setMessage(null);
  }, [position]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!position) return;
    setPending(true);
    try {
      await call(tradingApi.updateTargets, {
        params: { number: position.number },
        body: { takeProfit: tp.trim() || null, stopLoss: sl.trim() || null },
      });
      onClose();
    } catch (e) {
      if (e instanceof ApiRequestError) {
        setErrors(e.fieldErrors);
        setMessage(Object.keys(e.fieldErrors).length ? null : e.message);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={position !== null} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={save} noValidate>
        <DialogTitle>
          {position?.number} · {position?.symbol}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {position ? (
              <Box
                component="dl"
                aria-label="Prices"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  columnGap: 2,
                  rowGap: 0.5,
                  '& dd': { textAlign: 'right' },
                }}
              >
                <DetailRow label="Entry price" value={inQuote(position.entryPrice)} />
                <DetailRow label="Current price" value={inQuote(live.get(position.symbol))} />
                <DetailRow label="Liquidation price" value={inQuote(position.liquidationPrice)} />
              </Box>
            ) : null}
            <TextField
              label="Take profit"
              value={tp}
              onChange={(e) => setTp(e.target.value)}
              error={Boolean(errors.takeProfit ?? tpProblem)}
              helperText={errors.takeProfit?.[0] ?? tpProblem ?? `${QUOTE_CURRENCY}; empty: none`}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label="Stop loss"
              value={sl}
              onChange={(e) => setSl(e.target.value)}
              error={Boolean(errors.stopLoss ?? slProblem)}
              helperText={errors.stopLoss?.[0] ?? slProblem ?? message ?? `${QUOTE_CURRENCY}; empty: none`}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending || tpProblem !== null || slProblem !== null}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
