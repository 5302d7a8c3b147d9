import Chip from '@mui/material/Chip';

/** The states an invoice or a withdrawal goes through, as the member and the operator read them. */
const STATUS = {
  pending: { label: 'Pending', color: 'warning' },
  paid: { label: 'Paid', color: 'success' },
  approved: { label: 'Approved', color: 'info' },
  rejected: { label: 'Rejected', color: 'error' },
  cancelled: { label: 'Cancelled', color: 'default' },
  expired: { label: 'Expired', color: 'default' },
} as const;

export type MoneyStatus = keyof typeof STATUS;

export const statusLabel = (status: string) => STATUS[status.toLowerCase() as MoneyStatus]?.label ?? status;

/** Pending / Paid / Rejected / Cancelled / Expired, coloured so a list reads at a glance. */
export function StatusChip({ status, size = 'small' }: { status: string; size?: 'small' | 'medium' }) {
  const known = STATUS[status.toLowerCase() as MoneyStatus];
  return (
    <Chip
      size={size}
      variant={known?.color === 'default' ? 'outlined' : 'filled'}
      color={known?.color ?? 'default'}
      label={known?.label ?? status}
      sx={{ fontWeight: 600 }}
    />
  );
}
