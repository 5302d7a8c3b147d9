import { PageTitle } from '../../ui/PageTitle';

export function AdminLedgerPage() {
  return <PageTitle>Ledger</PageTitle>;
}
