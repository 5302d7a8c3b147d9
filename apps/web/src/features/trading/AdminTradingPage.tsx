import {
  adminMemberPath,
  formatAmount,
  formatPrice,
  formatUsd,
  type MemberPosition,
  type TradingSymbol,
  tradingApi,
  ZUpdateSymbolRequest,
} from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiRequestError } from '../../api';
import { call } from '../../api/call';
import { useIdempotentSend } from '../../api/idempotency';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { ExportListButton } from '../../ui/ExportCsvButton';
import { PageTitle } from '../../ui/PageTitle';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { RouterLink } from '../../ui/RouterLink';
import { StatCard } from '../../ui/StatCard';
import { useCan } from '../auth';
import { FeedHealthPanel } from './FeedHealthPanel';
import { tradingKeys } from './keys';

const NUMBER_FIELDS = [
  ['spreadBp', 'Spread (bp)'],
  ['feeBp', 'Fee (bp)'],
  ['maxLeverage', 'Max leverage'],
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number][0];

/** An emptied field is no number, not 0: the schema then refuses it. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function SymbolRow({ symbol, canEdit, onSaved }: { symbol: TradingSymbol; canEdit: boolean; onSaved: () => void }) {
  const [enabled, setEnabled] = useState(symbol.enabled);
  // As typed, so clearing a field to type a new value does not turn it into 0; read on save.
  const [text, setText] = useState<Record<NumberField, string>>({
    spreadBp: String(symbol.spreadBp),
    feeBp: String(symbol.feeBp),
    maxLeverage: String(symbol.maxLeverage),
  });
  const [invalid, setInvalid] = useState<Partial<Record<NumberField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = ZUpdateSymbolRequest.safeParse({
      enabled,
      spreadBp: numberOf(text.spreadBp),
      feeBp: numberOf(text.feeBp),
      maxLeverage: numberOf(text.maxLeverage),
    });
    const issues: Partial<Record<NumberField, string>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      issues[issue.path[0] as NumberField] ??= issue.code === 'invalid_type' ? 'A whole number' : issue.message;
    }
    setInvalid(issues);
    if (!parsed.success) return;
    setPending(true);
    try {
      await call(tradingApi.updateSymbol, { params: { symbol: symbol.symbol }, body: parsed.data });
      onSaved();
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : 'Not saved');
    } finally {
      setPending(false);
    }
  }
  return (
    <Stack
      component="form"
      onSubmit={save}
      noValidate
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', py: 1 }}
    >
      <Typography sx={{ width: 70, fontWeight: 700 }}>{symbol.symbol}</Typography>
      <FormControlLabel
        control={<Checkbox checked={enabled} disabled={!canEdit} onChange={(e) => setEnabled(e.target.checked)} />}
        label="Enabled"
      />
      {NUMBER_FIELDS.map(([key, label]) => (
        <TextField
          key={key}
          size="small"
          type="number"
          label={label}
          value={text[key]}
          disabled={!canEdit}
          error={Boolean(invalid[key])}
          helperText={invalid[key]}
          onChange={(e) => setText({ ...text, [key]: e.target.value })}
          sx={{ width: 120 }}
        />
      ))}
      {canEdit ? (
        <Button type="submit" size="small" variant="outlined" loading={pending}>
          Save
        </Button>
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}

const sideLabel = (p: MemberPosition) => (p.side === 'long' ? 'Buy' : 'Sell');

/** What "Close position" restates before it happens: whose position, and which. */
const closeFacts = (p: MemberPosition) => [
  { label: 'Member', value: p.memberEmail },
  { label: 'Symbol', value: p.symbol },
  { label: 'Side', value: `${sideLabel(p)} ${p.leverage}×` },
  { label: 'Notional', value: formatUsd(p.notional) },
  { label: 'Margin', value: formatUsd(p.margin) },
];

/** /admin/trading: symbols, exposure, closed volume and platform P/L, the feed's health, and "Close position". */
export function AdminTradingPage() {
  const queryClient = useQueryClient();
  const canManage = useCan('trading.manage');
  const symbols = useQuery({ queryKey: tradingKeys.adminSymbols, queryFn: () => call(tradingApi.symbols) });
  const desk = useQuery({
    queryKey: tradingKeys.adminDesk,
    queryFn: () => call(tradingApi.desk),
    refetchInterval: 10_000,
  });
  const [closing, setClosing] = useState<MemberPosition | null>(null);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [closeError, setCloseError] = useState<string | null>(null);
  const send = useIdempotentSend((body: { number: string; reason: string }, key: string) =>
    call(tradingApi.operatorClose, {
      params: { number: body.number },
      body: { reason: body.reason },
      idempotencyKey: key,
    }),
  );

  async function confirmClose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!closing) return;
    setPending(true);
    setCloseError(null);
    try {
      const closed = await send.send({ number: closing.number, reason });
      setMessage(`${closed.number} closed: P/L ${formatUsd(closed.pl ?? '0')}.`);
      setClosing(null);
      void queryClient.invalidateQueries({ queryKey: tradingKeys.adminDesk });
    } catch (e) {
      // Said in the dialog, which covers the page.
      setCloseError(e instanceof ApiRequestError ? e.message : 'Not closed');
    } finally {
      setPending(false);
    }
  }

  const columns: ResponsiveColumn<MemberPosition>[] = [
    { header: 'Symbol', phone: 'lead', cell: (p) => <strong>{p.symbol}</strong> },
    { header: 'Position', nowrap: true, cell: (p) => p.number },
    {
      header: 'Member',
      // As the money desk links a member: to their member 360 page.
      cell: (p) => (
        <RouterLink to={adminMemberPath(p.memberId)} sx={{ overflowWrap: 'anywhere' }}>
          {p.memberEmail}
        </RouterLink>
      ),
    },
    { header: 'Side', cell: sideLabel },
    { header: 'Leverage', align: 'right', nowrap: true, cell: (p) => `${p.leverage}×` },
    { header: 'Margin (USD)', align: 'right', nowrap: true, cell: (p) => formatAmount(p.margin) },
    { header: 'Notional (USD)', align: 'right', nowrap: true, cell: (p) => formatAmount(p.notional) },
    { header: 'Entry', align: 'right', nowrap: true, cell: (p) => formatPrice(p.symbol, p.entryPrice) },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (p) =>
        canManage ? (
          <Button
            size="small"
            color="warning"
            variant="outlined"
            onClick={() => {
              setReason('');
              setCloseError(null);
              setClosing(p);
            }}
          >
            Close position
          </Button>
        ) : null,
    },
  ];
  const closed = desk.data?.closed;
  return (
    <>
      <PageTitle>Trading</PageTitle>
      <ExportListButton dataset="positions" sx={{ mb: 2 }} />
      {message ? (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setMessage(null)}>
          {message}
        </Alert>
      ) : null}
      {desk.isError && !desk.data ? <ErrorAlert error={desk.error} sx={{ mb: 2 }} /> : null}
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <StatCard title="Closed positions" value={closed ? String(closed.positions) : null} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <StatCard
            title="Closed volume (USD)"
            value={closed ? formatAmount(closed.volume) : null}
            note={closed ? `Fees ${formatUsd(closed.fees)}` : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <StatCard
            title="Platform P/L (USD)"
            value={closed ? formatAmount(closed.platformPl) : null}
            // Not the dashboard's Platform P/L, which adds every opened position's fee.
            note="The trading book's result on closed positions only, fees not included"
          />
        </Grid>
      </Grid>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Exposure per symbol
      </Typography>
      <ResponsiveTable
        label="Exposure per symbol"
        columns={[
          { header: 'Symbol', phone: 'lead', cell: (e) => <strong>{e.symbol}</strong> },
          { header: 'Open positions', align: 'right', cell: (e) => String(e.positions) },
          { header: 'Buy (USD)', align: 'right', nowrap: true, cell: (e) => formatAmount(e.long) },
          { header: 'Sell (USD)', align: 'right', nowrap: true, cell: (e) => formatAmount(e.short) },
        ]}
        rows={desk.data?.exposure ?? []}
        rowKey={(e) => e.symbol}
        empty={desk.data ? 'No open positions.' : '—'}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Open positions
      </Typography>
      <ResponsiveTable
        label="Open positions of all members"
        columns={columns}
        rows={desk.data?.open ?? []}
        rowKey={(p) => p.number}
        empty={desk.data ? 'No open positions.' : '—'}
      />
      <FeedHealthPanel />
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Symbols
      </Typography>
      {symbols.isError && !symbols.data ? <ErrorAlert error={symbols.error} /> : null}
      {(symbols.data ?? []).map((s) => (
        <SymbolRow
          key={`${s.symbol}-${s.enabled}-${s.spreadBp}-${s.feeBp}-${s.maxLeverage}`}
          symbol={s}
          canEdit={canManage}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: tradingKeys.adminSymbols })}
        />
      ))}
      <ConfirmDialog
        open={closing !== null}
        title={`Close ${closing?.number ?? ''}`}
        description={`Closes ${closing?.memberEmail ?? ''}'s position at the server's price. The member sees it as closed by an operator; the action is audited.`}
        facts={closing ? closeFacts(closing) : []}
        confirm="Close position"
        danger
        pending={pending}
        error={closeError}
        onCancel={() => setClosing(null)}
        onConfirm={confirmClose}
      >
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          fullWidth
          sx={{ mt: 2 }}
        />
      </ConfirmDialog>
    </>
  );
}
