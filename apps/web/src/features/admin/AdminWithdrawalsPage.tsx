import { PageTitle } from '../../ui/PageTitle';

export function AdminWithdrawalsPage() {
  return <PageTitle>Withdrawals</PageTitle>;
}
