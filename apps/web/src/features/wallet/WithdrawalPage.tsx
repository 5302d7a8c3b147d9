import { PageTitle } from '../../ui/PageTitle';

export function WithdrawalPage() {
  return <PageTitle>Withdrawal</PageTitle>;
}
