import {
  consoleApi,
  DEPOSIT_STATUS_LABEL,
  formatUsd,
  INVESTMENT_STATUS_LABEL,
  KYC_DOCUMENT_TYPE_LABELS,
  KYC_STATUS_LABELS,
  MEMBER_360_ROWS,
  WITHDRAWAL_STATUS_LABEL,
} from '@member-area/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatDay } from '../../../ui/format';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { TabState } from './TabState';
import { useMemberTab } from './useMemberTab';
import { labelOf, sentence, sideAndLeverage } from './wording';

// Member 360's own tabs: each reads its own route when shown.

const money = { nowrap: true, align: 'right' as const, phone: 'lead' as const };
const status = (value: string, labels?: Readonly<Record<string, string>>) => (
  <Chip size="small" variant="outlined" label={labelOf(value, labels)} />
);
const heading = (text: string) => (
  <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
    {text}
  </Typography>
);

/** A list read newest first and cut at MEMBER_360_ROWS: when full, it says that older rows are not shown. */
function NewestTable<Row>(props: Parameters<typeof ResponsiveTable<Row>>[0]) {
  return (
    <>
      <ResponsiveTable {...props} />
      {props.rows.length >= MEMBER_360_ROWS && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          Only the newest {MEMBER_360_ROWS} are shown.
        </Typography>
      )}
    </>
  );
}

export function FundsTab({ uid }: { uid: string }) {
  const query = useMemberTab(uid, consoleApi.memberFunds);
  return (
    <TabState query={query}>
      {(data) => (
        <>
          {heading('Accounts')}
          <ResponsiveTable
            label="Accounts"
            rows={data.accounts}
            rowKey={(a) => a.kind}
            empty="No account yet: nothing has moved."
            columns={[
              { header: 'Account', cell: (a) => sentence(a.kind), phone: 'lead' },
              { header: 'Balance', cell: (a) => formatUsd(a.balance), ...money },
            ]}
          />
          {heading('Holds')}
          <NewestTable
            label="Holds"
            rows={data.holds}
            rowKey={(h) => h.id}
            empty="No holds."
            columns={[
              { header: 'For', cell: (h) => `${sentence(h.purpose)} ${h.reference}`, phone: 'detail' },
              { header: 'Amount', cell: (h) => formatUsd(h.amount), ...money },
              { header: 'Status', cell: (h) => status(h.status), phone: 'lead' },
              { header: 'Since', cell: (h) => formatDateTime(h.createdAt), nowrap: true },
            ]}
          />
        </>
      )}
    </TabState>
  );
}

export function InvestmentsTab({ uid }: { uid: string }) {
  const query = useMemberTab(uid, consoleApi.memberInvestments);
  return (
    <TabState query={query}>
      {(data) => (
        <NewestTable
          label="Investments"
          rows={data.rows}
          rowKey={(r) => r.id}
          empty="No investments."
          columns={[
            { header: 'Package', cell: (r) => r.packageName },
            { header: 'Amount', cell: (r) => formatUsd(r.amount), ...money },
            { header: 'Status', cell: (r) => status(r.status, INVESTMENT_STATUS_LABEL), phone: 'lead' },
            { header: 'Term', cell: (r) => `${formatDay(r.startDay)} – ${formatDay(r.endDay)}`, nowrap: true },
            { header: 'Days paid', cell: (r) => `${r.daysPaid} of ${r.durationDays}`, nowrap: true },
            { header: 'Profit paid', cell: (r) => formatUsd(r.profitPaid), nowrap: true, align: 'right' },
          ]}
        />
      )}
    </TabState>
  );
}

export function PositionsTab({ uid }: { uid: string }) {
  const query = useMemberTab(uid, consoleApi.memberPositions);
  return (
    <TabState query={query}>
      {(data) => (
        <NewestTable
          label="Positions"
          rows={data.rows}
          rowKey={(r) => r.number}
          empty="No positions."
          columns={[
            { header: 'Number', cell: (r) => r.number, nowrap: true },
            { header: 'Position', cell: (r) => `${r.symbol} ${sideAndLeverage(r.side, r.leverage)}`, nowrap: true },
            { header: 'Margin', cell: (r) => formatUsd(r.margin), ...money },
            { header: 'Status', cell: (r) => status(r.status), phone: 'lead' },
            { header: 'P/L', cell: (r) => (r.pl === null ? '—' : formatUsd(r.pl)), nowrap: true, align: 'right' },
            { header: 'Opened', cell: (r) => formatDateTime(r.openedAt), nowrap: true },
            { header: 'Closed', cell: (r) => (r.closedAt ? formatDateTime(r.closedAt) : '—'), nowrap: true },
          ]}
        />
      )}
    </TabState>
  );
}

export function MoneyTab({ uid }: { uid: string }) {
  const query = useMemberTab(uid, consoleApi.memberMoney);
  const table = (
    label: string,
    rows: { number: string; slug: string; amount: string; status: string; createdAt: string }[],
    labels: Readonly<Record<string, string>>,
  ) => (
    <NewestTable
      label={label}
      rows={rows}
      rowKey={(r) => r.slug}
      empty={`No ${label.toLowerCase()}.`}
      columns={[
        { header: 'Number', cell: (r) => r.number, nowrap: true },
        { header: 'Amount', cell: (r) => formatUsd(r.amount), ...money },
        { header: 'Status', cell: (r) => status(r.status, labels), phone: 'lead' },
        { header: 'Created', cell: (r) => formatDateTime(r.createdAt), nowrap: true },
      ]}
    />
  );
  return (
    <TabState query={query}>
      {(data) => (
        <>
          {heading('Deposits')}
          {table('Deposits', data.deposits, DEPOSIT_STATUS_LABEL)}
          {heading('Withdrawals')}
          {table('Withdrawals', data.withdrawals, WITHDRAWAL_STATUS_LABEL)}
        </>
      )}
    </TabState>
  );
}

export function KycTab({ uid }: { uid: string }) {
  const query = useMemberTab(uid, consoleApi.memberKyc);
  return (
    <TabState query={query}>
      {(data) => (
        <NewestTable
          label="KYC submissions"
          rows={data.rows}
          rowKey={(r) => r.id}
          empty="No KYC submitted."
          columns={[
            {
              header: 'Document',
              cell: (r) => labelOf(r.documentType, KYC_DOCUMENT_TYPE_LABELS),
            },
            { header: 'Status', cell: (r) => status(r.status, KYC_STATUS_LABELS), phone: 'lead' },
            { header: 'Submitted', cell: (r) => formatDateTime(r.submittedAt), nowrap: true },
            { header: 'Decided', cell: (r) => (r.decidedAt ? formatDateTime(r.decidedAt) : '—'), nowrap: true },
            { header: 'Reason', cell: (r) => r.reason ?? '—' },
          ]}
        />
      )}
    </TabState>
  );
}

export function SessionsTab({ uid }: { uid: string }) {
  const query = useMemberTab(uid, consoleApi.memberSessions);
  return (
    <TabState query={query}>
      {(data) => (
        <>
          {heading('Active sessions')}
          <NewestTable
            label="Active sessions"
            rows={data.sessions}
            rowKey={(s) => `${s.createdAt}-${s.ipAddress}`}
            empty="No active session."
            columns={[
              { header: 'Device', cell: (s) => s.userAgent ?? 'Unknown', phone: 'lead', nowrap: false },
              { header: 'IP address', cell: (s) => s.ipAddress ?? '—', nowrap: true },
              { header: 'Signed in', cell: (s) => formatDateTime(s.createdAt), nowrap: true },
              { header: 'Last seen', cell: (s) => formatDateTime(s.lastSeen), nowrap: true },
              { header: 'Operator', cell: (s) => (s.impersonated ? 'Signed in as member' : '—') },
            ]}
          />
          {heading('Sign-in history')}
          <NewestTable
            label="Sign-in history"
            rows={data.signIns}
            rowKey={(e) => `${e.createdAt}-${e.ipAddress}-${e.success}`}
            empty="No sign-in recorded."
            columns={[
              { header: 'When', cell: (e) => formatDateTime(e.createdAt), nowrap: true, phone: 'lead' },
              { header: 'Result', cell: (e) => (e.success ? 'Signed in' : `Failed: ${e.reason ?? 'unknown'}`) },
              { header: 'IP address', cell: (e) => e.ipAddress ?? '—', nowrap: true },
              { header: 'Device', cell: (e) => e.userAgent ?? 'Unknown' },
            ]}
          />
        </>
      )}
    </TabState>
  );
}

export function ChatTab({ uid }: { uid: string }) {
  const query = useMemberTab(uid, consoleApi.memberChat);
  return (
    <TabState query={query}>
      {(data) =>
        data.messages.length === 0 ? (
          <Typography color="text.secondary">No messages with support.</Typography>
        ) : (
          <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Support chat">
            {data.messages.map((m) => (
              <Box
                component="li"
                key={m.id}
                sx={{ display: 'flex', justifyContent: m.fromMember ? 'flex-start' : 'flex-end' }}
              >
                <Paper variant="outlined" sx={{ p: 1.5, maxWidth: '80%', overflowWrap: 'anywhere' }}>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {m.fromMember ? 'Member' : 'Support'} · {formatDateTime(m.date)}
                  </Typography>
                  <Typography>{m.text || (m.image ? '(image)' : '')}</Typography>
                </Paper>
              </Box>
            ))}
          </Stack>
        )
      }
    </TabState>
  );
}
