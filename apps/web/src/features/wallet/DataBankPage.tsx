import { PageTitle } from '../../ui/PageTitle';

export function DataBankPage() {
  return <PageTitle>Bank</PageTitle>;
}
