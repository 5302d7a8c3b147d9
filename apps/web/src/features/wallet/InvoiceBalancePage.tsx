import { PageTitle } from '../../ui/PageTitle';

export function InvoiceBalancePage() {
  return <PageTitle>Invoice</PageTitle>;
}
