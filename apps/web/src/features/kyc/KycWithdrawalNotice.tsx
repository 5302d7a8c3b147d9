import { KYC_STATUS_LABELS, kycApi, ROUTES } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import { RouterLink } from '../../ui/RouterLink';
import { useMemberQuery } from '../auth';
import { kycKeys } from './keys';

/**
 * For the withdrawal pages: when the operators require KYC before withdrawals and the member's
 * is not approved, says why withdrawing is blocked and links to /kyc-user. Renders nothing
 * otherwise. `blocked` lets the page disable its form: `useKycBlocksWithdrawal()`.
 */
export function KycWithdrawalNotice() {
  const kyc = useKycStatus();
  if (!kyc.data?.requiredForWithdrawals || kyc.data.status === 'approved') return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      Withdrawals need a verified identity. Your KYC is: {KYC_STATUS_LABELS[kyc.data.status]}.{' '}
      <RouterLink to={ROUTES.kyc}>Complete your KYC</RouterLink>
    </Alert>
  );
}

/** True while the member may not withdraw for want of an approved KYC (the server refuses too). */
export function useKycBlocksWithdrawal(): boolean {
  const kyc = useKycStatus();
  return Boolean(kyc.data?.requiredForWithdrawals && kyc.data.status !== 'approved');
}

function useKycStatus() {
  return useMemberQuery({ queryKey: kycKeys.status, route: kycApi.status });
}
