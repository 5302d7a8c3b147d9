import {
  formatPrice,
  type Market,
  type OpenPositionRequest,
  priceInputProblem,
  QUOTE_CURRENCY,
  ROUTES,
  tradingApi,
} from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { ApiRequestError } from '../../api';
import { call } from '../../api/call';
import { useIdempotentSend } from '../../api/idempotency';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DetailRow } from '../../ui/DetailRow';
import { RouterLink } from '../../ui/RouterLink';
import { MoneyAmount, useBalance } from '../money';
import { toCents } from './api';
import { AMOUNT, indicative } from './order-figures';

const figuresSx = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: 2,
  rowGap: 0.5,
  m: 0,
  '& dd': { textAlign: 'right' },
} as const;

/** The order panel: Buy or Sell, the margin from the wallet, leverage, optional TP and SL. */
export function OrderPanel({
  market,
  price,
  delayed = false,
}: {
  market: Market;
  price: string | undefined;
  /** The symbol's feed is delayed: the server refuses orders on it, so the panel pauses. */
  delayed?: boolean;
}) {
  const [side, setSide] = useState<'long' | 'short'>('long');
  const [amount, setAmount] = useState('100');
  const [leverage, setLeverage] = useState(Math.min(10, market.maxLeverage));
  const [takeProfit, setTakeProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<ApiRequestError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const send = useIdempotentSend((body: OpenPositionRequest, key: string) =>
    call(tradingApi.open, { body, idempotencyKey: key }),
  );
  const figures = indicative(market, price, side, amount, leverage);
  const available = useBalance().data?.balance;
  const short = available !== undefined && figures !== null && toCents(figures.total) > toCents(available);
  const tpProblem = priceInputProblem(market.symbol, takeProfit);
  const slProblem = priceInputProblem(market.symbol, stopLoss);
  const px = (p: string) => formatPrice(market.symbol, p);

  const request: OpenPositionRequest = {
    symbol: market.symbol,
    side,
    amount: amount.trim(),
    leverage,
    ...(takeProfit.trim() && { takeProfit: takeProfit.trim() }),
    ...(stopLoss.trim() && { stopLoss: stopLoss.trim() }),
  };

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      const position = await send.send(request);
      setDone(`Position ${position.number} opened at ${formatPrice(position.symbol, position.entryPrice)}.`);
      setConfirming(false);
    } catch (e) {
      setError(e instanceof ApiRequestError ? e : null);
      setConfirming(false);
    } finally {
      setPending(false);
    }
  }

  return (
    <Card component="section" aria-label="Order">
      <CardContent>
        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setDone(null);
            setError(null);
            setConfirming(true);
          }}
        >
          <ToggleButtonGroup
            exclusive
            fullWidth
            value={side}
            onChange={(_, v: 'long' | 'short' | null) => v && setSide(v)}
            aria-label="Side"
          >
            <ToggleButton value="long" color="success">
              Buy
            </ToggleButton>
            <ToggleButton value="short" color="error">
              Sell
            </ToggleButton>
          </ToggleButtonGroup>
          <TextField
            label="Amount (USD)"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
            error={amount.trim() !== '' && !AMOUNT.test(amount.trim())}
            helperText={
              <>
                Paid from your wallet as the position's margin
                {available === undefined ? null : (
                  <Box
                    component="span"
                    data-testid="order-available"
                    sx={{ display: 'block', color: short ? 'error.main' : undefined }}
                  >
                    Available: <MoneyAmount usd={available} />
                    {short ? (
                      <>
                        {' '}
                        <Link component={RouterLink} to={ROUTES.addBalance}>
                          Add balance
                        </Link>
                      </>
                    ) : null}
                  </Box>
                )}
              </>
            }
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
          <TextField select label="Leverage" value={leverage} onChange={(e) => setLeverage(Number(e.target.value))}>
            {Array.from({ length: market.maxLeverage }, (_, i) => i + 1)
              .filter((n) => n <= 10 || n % 5 === 0 || n === market.maxLeverage)
              .map((n) => (
                <MenuItem key={n} value={n}>
                  {n}×
                </MenuItem>
              ))}
          </TextField>
          <Stack direction="row" spacing={1}>
            <TextField
              label="Take profit"
              value={takeProfit}
              onChange={(e) => setTakeProfit(e.target.value)}
              error={tpProblem !== null}
              helperText={tpProblem ?? `Optional, ${QUOTE_CURRENCY}`}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
              fullWidth
            />
            <TextField
              label="Stop loss"
              value={stopLoss}
              onChange={(e) => setStopLoss(e.target.value)}
              error={slProblem !== null}
              helperText={slProblem ?? `Optional, ${QUOTE_CURRENCY}`}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
              fullWidth
            />
          </Stack>
          {figures ? (
            <Box component="dl" sx={figuresSx}>
              <DetailRow label="Indicative price" value={px(figures.entry)} />
              <DetailRow label="Position size" value={<MoneyAmount usd={figures.notional} />} />
              <DetailRow label="Fee" value={<MoneyAmount usd={figures.fee} />} />
              <DetailRow label="Liquidation price" value={px(figures.liquidation)} />
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {price ? 'Enter an amount to see the price, fee and liquidation price.' : 'Waiting for a price…'}
            </Typography>
          )}
          {figures?.liquidatedNow && price ? (
            <Alert severity="warning">
              At {leverage}× this position's liquidation price {px(figures.liquidation)} is already reached at the
              market price {px(price)}: choose a lower leverage.
            </Alert>
          ) : null}
          {!market.enabled ? <Alert severity="info">{market.symbol} is closed for trading at the moment.</Alert> : null}
          {delayed && market.enabled ? (
            <Alert severity="warning">
              {market.symbol} prices are delayed: orders are paused until its price is live again.
            </Alert>
          ) : null}
          {error ? (
            <Alert severity="error">
              {error.message}{' '}
              {error.code === 'INSUFFICIENT_FUNDS' ? (
                <Link component={RouterLink} to={ROUTES.addBalance}>
                  Add balance
                </Link>
              ) : null}
            </Alert>
          ) : null}
          {done ? <Alert severity="success">{done}</Alert> : null}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={
              !figures ||
              figures.liquidatedNow ||
              !market.enabled ||
              delayed ||
              tpProblem !== null ||
              slProblem !== null
            }
          >
            Open position
          </Button>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirming && figures !== null}
        title={`${side === 'long' ? 'Buy' : 'Sell'} ${market.symbol}`}
        description="The position opens at the server's price when it receives your order, which may differ slightly from the indicative price."
        facts={
          figures
            ? [
                { label: 'Amount (USD)', value: <MoneyAmount usd={amount.trim()} /> },
                { label: 'Leverage', value: `${leverage}×` },
                { label: 'Indicative price', value: px(figures.entry) },
                { label: 'Fee', value: <MoneyAmount usd={figures.fee} /> },
                { label: 'Paid from your wallet', value: <MoneyAmount usd={figures.total} /> },
                { label: 'Liquidation price', value: px(figures.liquidation) },
                ...(takeProfit.trim() ? [{ label: 'Take profit', value: px(takeProfit.trim()) }] : []),
                ...(stopLoss.trim() ? [{ label: 'Stop loss', value: px(stopLoss.trim()) }] : []),
              ]
            : []
        }
        confirm="Open position"
        pending={pending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </Card>
  );
}
