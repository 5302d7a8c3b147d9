import { PageTitle } from '../../ui/PageTitle';

export function ViewWithdrawalPage() {
  return <PageTitle>Withdrawals</PageTitle>;
}
