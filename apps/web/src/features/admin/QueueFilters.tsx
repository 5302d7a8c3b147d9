import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { DateFilter, SelectFilter, TextFilter } from '../../ui/FilterFields';
import { useListParams } from '../../ui/useSearchParam';
import { useDebouncedValue } from './useDebouncedValue';

const KEYS = ['status', 'member', 'from', 'to'] as const;

/** A money queue's filters, kept in the URL: status, member (user name, e-mail or uid), date range. */
export function useQueueFilters() {
  return useListParams(KEYS);
}

export function QueueFilters({
  statuses,
  filters,
}: {
  statuses: readonly (readonly [string, string])[];
  filters: ReturnType<typeof useQueueFilters>;
}) {
  const { values, set } = filters;
  const [member, setMember] = useState(values.member);
  const debounced = useDebouncedValue(member.trim(), 300);
  useEffect(() => {
    if (debounced !== values.member) set({ member: debounced });
  }, [debounced, values.member, set]);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <SelectFilter
        label="Status"
        value={values.status}
        options={[['', 'All'], ...statuses]}
        onChange={(status) => set({ status })}
      />
      <TextFilter label="Member" value={member} placeholder="User name or e-mail" onChange={setMember} />
      <DateFilter label="From" value={values.from} onChange={(from) => set({ from })} />
      <DateFilter label="To" value={values.to} onChange={(to) => set({ to })} />
    </Box>
  );
}
