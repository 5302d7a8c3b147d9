import { PageTitle } from '../../ui/PageTitle';

export function WalletPage() {
  return <PageTitle>Balance</PageTitle>;
}
