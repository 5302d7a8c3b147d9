import { PageTitle } from '../../ui/PageTitle';

export function AddBalancePage() {
  return <PageTitle>Add balance</PageTitle>;
}
