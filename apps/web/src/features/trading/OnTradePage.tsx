import { formatPrice, formatUsd, type Position, ROUTES, tradingApi } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { ApiRequestError } from '../../api';
import { call } from '../../api/call';
import { useIdempotentSend } from '../../api/idempotency';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageTitle } from '../../ui/PageTitle';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { RouterLink } from '../../ui/RouterLink';
import { MoneyAmount } from '../money';
import { centsToUsd, livePl, useLivePrices, useOpenPositions } from './api';
import { PhoneLabel, PositionCell, Stacked } from './cells';
import { Signed, SignedUsd } from './PriceChange';
import { TargetsDialog } from './TargetsDialog';

/** A price of the position's symbol, with its decimals and unit. */
const px = (p: Position, price: string | null | undefined) => (price ? formatPrice(p.symbol, price) : '—');

/** /on-trade: open positions with the live price and live P/L, TP/SL editable, "Close". */
export function OnTradePage() {
  const positions = useOpenPositions();
  const live = useLivePrices();
  const [editing, setEditing] = useState<Position | null>(null);
  const [closing, setClosing] = useState<Position | null>(null);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const send = useIdempotentSend((number: string, key: string) =>
    call(tradingApi.close, { params: { number }, idempotencyKey: key }),
  );

  async function confirmClose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!closing) return;
    setPending(true);
    try {
      const closed = await send.send(closing.number);
      setMessage({
        severity: 'success',
        text: `${closed.number} closed at ${px(closed, closed.closePrice)}: P/L ${formatUsd(closed.pl ?? '0')}, fee ${formatUsd(closed.fee)}.`,
      });
    } catch (e) {
      setMessage({
        severity: 'error',
        text: e instanceof ApiRequestError ? e.message : 'The position could not be closed.',
      });
    } finally {
      setPending(false);
      setClosing(null);
    }
  }

  // Seven columns, two figures in some (every price with its unit): the table fits a 1366 px
  // laptop beside the drawer, its Close buttons included.
  const columns: ResponsiveColumn<Position>[] = [
    { header: 'Position', phone: 'lead', nowrap: true, cell: (p) => <PositionCell position={p} /> },
    {
      header: 'Margin / fee',
      align: 'right',
      nowrap: true,
      cell: (p) => <Stacked top={<MoneyAmount usd={p.margin} />} bottom={<MoneyAmount usd={p.fee} />} />,
    },
    {
      header: 'Entry / now',
      align: 'right',
      nowrap: true,
      cell: (p) => <Stacked top={px(p, p.entryPrice)} bottom={px(p, live.get(p.symbol))} />,
    },
    {
      header: 'P/L',
      align: 'right',
      nowrap: true,
      phone: 'lead',
      cell: (p) => {
        const pl = livePl(p, live.get(p.symbol));
        return pl ? (
          <span data-testid="live-pl">
            <Stacked
              top={
                <>
                  <PhoneLabel>P/L</PhoneLabel>
                  <SignedUsd value={centsToUsd(pl.cents)} />
                </>
              }
              bottom={<Signed value={pl.percent} suffix="%" />}
            />
          </span>
        ) : (
          '—'
        );
      },
    },
    {
      header: 'TP / SL',
      align: 'right',
      nowrap: true,
      cell: (p) => <Stacked top={`TP ${px(p, p.takeProfit)}`} bottom={`SL ${px(p, p.stopLoss)}`} />,
    },
    { header: 'Liquidation', align: 'right', nowrap: true, cell: (p) => px(p, p.liquidationPrice) },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (p) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setEditing(p)}>
            TP/SL
          </Button>
          {/* The page's action: the floating chat toggle keeps off it. */}
          <Button size="small" variant="outlined" color="warning" onClick={() => setClosing(p)} data-primary-action>
            Close
          </Button>
        </Stack>
      ),
    },
  ];

  const closingPl = closing ? livePl(closing, live.get(closing.symbol)) : null;
  return (
    <>
      <PageTitle subtitle="Your open positions at live prices. The server closes a position at its take profit, stop loss or liquidation price.">
        Open positions
      </PageTitle>
      {message ? (
        <Alert severity={message.severity} sx={{ mb: 2 }} onClose={() => setMessage(null)}>
          {message.text}
        </Alert>
      ) : null}
      {positions.isError && !positions.data ? (
        <ErrorAlert error={positions.error} />
      ) : (
        <ResponsiveTable
          label="Open positions"
          columns={columns}
          rows={positions.data ?? []}
          rowKey={(p) => p.number}
          rowProps={(p) => ({ 'data-position': p.number })}
          empty={
            positions.isLoading ? (
              'Loading…'
            ) : (
              <>
                No open positions.{' '}
                <Link component={RouterLink} to={ROUTES.trade}>
                  See the markets
                </Link>
              </>
            )
          }
        />
      )}
      <TargetsDialog position={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={closing !== null}
        title={`Close ${closing?.number ?? ''}`}
        description="The position closes at the server's price when it receives your request; the margin and the P/L go to your wallet."
        facts={
          closing
            ? [
                { label: 'Symbol', value: closing.symbol },
                { label: 'Entry price', value: px(closing, closing.entryPrice) },
                { label: 'Price now', value: px(closing, live.get(closing.symbol)) },
                { label: 'Margin', value: <MoneyAmount usd={closing.margin} /> },
                { label: 'P/L now', value: closingPl ? formatUsd(centsToUsd(closingPl.cents)) : '—' },
              ]
            : []
        }
        confirm="Close position"
        pending={pending}
        onCancel={() => setClosing(null)}
        onConfirm={confirmClose}
      />
    </>
  );
}
