import { PageTitle } from '../../ui/PageTitle';

export function AdminDepositsPage() {
  return <PageTitle>Deposits</PageTitle>;
}
