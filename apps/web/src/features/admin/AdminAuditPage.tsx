import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditFilter } from '@member-area/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { countSet, FilterBar } from '../../ui/FilterBar';
import { DateFilter, SelectFilter, TextFilter } from '../../ui/FilterFields';
import { PageTitle } from '../../ui/PageTitle';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useListParams } from '../../ui/useSearchParam';
import { operatorsQuery } from '../operators';
import { AuditTable } from './AuditTable';
import { auditCsvUrl } from './api';

const FILTERS = ['actorId', 'member', 'action', 'from', 'to'] as const;
// By label, A to Z: an operator looks for "Withdrawal approved", not for its id.
const ACTION_OPTIONS = [
  ['', 'All'] as const,
  ...AUDIT_ACTIONS.map((a) => [a, AUDIT_ACTION_LABELS[a]] as const).sort(([, x], [, y]) => x.localeCompare(y)),
];

/** The audit log: filters in the address (shareable), sentences, and the same selection as CSV. */
export function AdminAuditPage() {
  const { values, page, pageKey, set } = useListParams(FILTERS);
  const filter: AuditFilter = Object.fromEntries(Object.entries(values).filter(([, v]) => v));
  const operators = useQuery(operatorsQuery);
  const operatorOptions = [['', 'All'] as const, ...(operators.data?.rows ?? []).map((o) => [o.id, o.name] as const)];
  // The member box filters as one types, once typing pauses.
  const [member, setMember] = useState(filter.member ?? '');
  const debounced = useDebouncedValue(member.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search moves the address
  useEffect(() => {
    if (debounced !== values.member) set({ member: debounced });
  }, [debounced]);

  return (
    <>
      <PageTitle subtitle="Every operator action, newest first.">Audit log</PageTitle>
      <FilterBar active={countSet(values)} actions={<ExportCsvButton href={auditCsvUrl(filter)} />}>
        <SelectFilter
          label="Operator"
          value={filter.actorId ?? ''}
          options={operatorOptions}
          onChange={(actorId) => set({ actorId })}
        />
        <TextFilter label="Member" value={member} onChange={setMember} />
        <SelectFilter
          label="Action"
          value={filter.action ?? ''}
          options={ACTION_OPTIONS}
          onChange={(action) => set({ action })}
        />
        <DateFilter label="From" value={filter.from ?? ''} onChange={(from) => set({ from })} />
        <DateFilter label="To" value={filter.to ?? ''} onChange={(to) => set({ to })} />
      </FilterBar>
      <AuditTable
        label="Audit log"
        filter={filter}
        page={page}
        pageKey={pageKey}
        onPageChange={(p, key) => set({ page: p, ...key })}
      />
    </>
  );
}
