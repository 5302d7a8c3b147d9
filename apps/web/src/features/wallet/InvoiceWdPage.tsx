import { PageTitle } from '../../ui/PageTitle';

export function InvoiceWdPage() {
  return <PageTitle>Withdrawal</PageTitle>;
}
