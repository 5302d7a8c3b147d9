import { useSearchParams } from 'react-router';
import { PageTitle } from '../../ui/PageTitle';
import { AuditTable } from './AuditTable';

export function AdminAuditPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <>
      <PageTitle subtitle="Every operator action, newest first.">Audit log</PageTitle>
      <AuditTable label="Audit log" page={page} onPageChange={(p) => setParams({ page: String(p) })} />
    </>
  );
}
