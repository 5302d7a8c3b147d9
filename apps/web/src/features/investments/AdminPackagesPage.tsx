import {
  e4ToPercentShort,
  formatUsd,
  type InvestmentPackage,
  investmentsApi,
  type PackageRequest,
  REFERRAL_LEVELS,
  termsText,
} from '@member-area/shared';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api';
import { call } from '../../api/call';
import { DialogForm } from '../../ui/DialogForm';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageTitle } from '../../ui/PageTitle';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { useCan } from '../auth';
import { investmentKeys } from './keys';

const KEY = [...investmentKeys.admin, 'packages'];
/** A figure and its unit on one line: its spaces made non-breaking. */
const whole = (text: string) => text.replaceAll(' ', '\u00a0');

/** /admin/packages: create, edit, order and deactivate the packages members buy. */
export function AdminPackagesPage() {
  const queryClient = useQueryClient();
  // A support operator reads the packages; changing them is for admins (the API answers 403 too).
  const canManage = useCan('investments.manage');
  const packages = useQuery({ queryKey: KEY, queryFn: ({ signal }) => call(investmentsApi.adminPackages, { signal }) });
  const [editing, setEditing] = useState<InvestmentPackage | 'new' | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: investmentKeys.admin });
  const deactivate = useMutation({
    mutationFn: (id: string) => call(investmentsApi.deactivatePackage, { params: { id } }),
    onSuccess: refresh,
  });
  const order = useMutation({
    mutationFn: (ids: string[]) => call(investmentsApi.orderPackages, { body: { ids } }),
    onSuccess: refresh,
  });
  const rows = packages.data?.packages ?? [];
  // The last change's refusal, until the next change or its close button.
  const changeError = deactivate.error ?? order.error;
  const clearError = () => {
    deactivate.reset();
    order.reset();
  };
  const move = (i: number, by: number) => {
    const ids = rows.map((p) => p.id);
    const [id] = ids.splice(i, 1);
    if (id) ids.splice(i + by, 0, id);
    clearError();
    order.mutate(ids);
  };
  const columns: ResponsiveColumn<InvestmentPackage>[] = [
    // A name and its address may be long (an operator's own words): they wrap rather than widen the card.
    { header: 'Name', cell: (p) => `${p.name} (${p.slug})`, phone: 'lead', nowrap: false },
    { header: 'Terms', cell: (p) => termsText(p) },
    // Each amount and rate stays whole ("100,000.00 USD", "5 %"); the line breaks only between them.
    { header: 'Limits', cell: (p) => `${whole(formatUsd(p.minAmount))} – ${whole(formatUsd(p.maxAmount))}` },
    {
      header: 'Referral',
      cell: (p) => p.referralRatesE4.map((r) => whole(`${e4ToPercentShort(r)} %`)).join(' / ') || '—',
      nowrap: true,
    },
    { header: 'Active', cell: (p) => (p.active ? 'Yes' : 'No'), phone: 'lead' },
  ];
  if (canManage)
    columns.push({
      header: 'Actions',
      hideHeader: true,
      cell: (p) => {
        const i = rows.indexOf(p);
        return (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <IconButton
              aria-label={`Move ${p.name} up`}
              size="small"
              disabled={i === 0 || order.isPending}
              onClick={() => move(i, -1)}
            >
              <ArrowUpwardOutlined fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={`Move ${p.name} down`}
              size="small"
              disabled={i === rows.length - 1 || order.isPending}
              onClick={() => move(i, 1)}
            >
              <ArrowDownwardOutlined fontSize="small" />
            </IconButton>
            <Button size="small" onClick={() => setEditing(p)}>
              Edit
            </Button>
            {p.active ? (
              <Button
                size="small"
                color="warning"
                loading={deactivate.isPending && deactivate.variables === p.id}
                onClick={() => {
                  clearError();
                  deactivate.mutate(p.id);
                }}
              >
                Deactivate
              </Button>
            ) : null}
          </Stack>
        );
      },
    });
  return (
    <>
      <PageTitle subtitle="Running investments keep the terms they were bought with.">Packages</PageTitle>
      {canManage ? (
        <Button variant="contained" onClick={() => setEditing('new')} sx={{ mb: 2 }}>
          New package
        </Button>
      ) : null}
      <ErrorAlert error={packages.error} />
      {changeError ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={clearError}>
          {errorMessage(changeError)}
        </Alert>
      ) : null}
      <ResponsiveTable
        framed
        label="Packages"
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        // Empty only once read: a failed read says so above.
        empty={packages.data ? 'No package yet.' : packages.isPending ? 'Loading…' : '—'}
      />
      {editing ? (
        <PackageDialog pkg={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={refresh} />
      ) : null}
    </>
  );
}

function PackageDialog({
  pkg,
  onClose,
  onSaved,
}: {
  pkg: InvestmentPackage | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [v, setV] = useState({
    name: pkg?.name ?? '',
    slug: pkg?.slug ?? '',
    description: pkg?.description ?? '',
    minAmount: pkg?.minAmount ?? '',
    maxAmount: pkg?.maxAmount ?? '',
    dailyRate: pkg ? e4ToPercentShort(pkg.dailyRateE4) : '',
    durationDays: String(pkg?.durationDays ?? 30),
    capitalReturned: pkg?.capitalReturned ?? true,
    referralRates: (pkg?.referralRatesE4 ?? [50_000, 20_000, 10_000]).map(e4ToPercentShort).join(', '),
    active: pkg?.active ?? true,
  });
  const save = useMutation({
    mutationFn: () => {
      const body: PackageRequest = {
        ...v,
        durationDays: Number(v.durationDays),
        referralRates: v.referralRates
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      };
      return pkg
        ? call(investmentsApi.updatePackage, { params: { id: pkg.id }, body })
        : call(investmentsApi.createPackage, { body });
    },
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const field = (name: keyof typeof v, label: string, extra: { multiline?: boolean; helperText?: string } = {}) => (
    <TextField
      label={label}
      value={v[name]}
      onChange={(e) => setV({ ...v, [name]: e.target.value })}
      fullWidth
      margin="dense"
      {...extra}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      {/* The fields scroll between the title and the actions: Save stays in sight at 1366×768. */}
      <DialogForm
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <DialogTitle>{pkg ? `Edit ${pkg.name}` : 'New package'}</DialogTitle>
        <DialogContent>
          <ErrorAlert error={save.error} />
          {field('name', 'Name')}
          {field('slug', 'Address (slug)', { helperText: 'Lower-case letters, digits and dashes' })}
          {field('description', 'Description', { multiline: true })}
          {field('minAmount', 'Minimum amount (USD)')}
          {field('maxAmount', 'Maximum amount (USD)')}
          {field('dailyRate', 'Daily profit rate (%)', { helperText: 'Up to 4 decimals, e.g. 1.2500' })}
          {field('durationDays', 'Duration (days)')}
          {field('referralRates', 'Referral commission per level (%)', {
            helperText: `Comma separated, level 1 first: at most ${REFERRAL_LEVELS} levels, 100 % in all`,
          })}
          <FormControlLabel
            control={
              <Checkbox
                checked={v.capitalReturned}
                onChange={(e) => setV({ ...v, capitalReturned: e.target.checked })}
              />
            }
            label="Capital returned at maturity"
          />
          <FormControlLabel
            control={<Checkbox checked={v.active} onChange={(e) => setV({ ...v, active: e.target.checked })} />}
            label="Active"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
