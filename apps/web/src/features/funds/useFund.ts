import { type Fund, fundsApi } from '@member-area/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { fundsKeys } from './query-keys';

/** One fund's balance, open withdrawals and minimums; kept fresh by the live `funds` topic. */
export const useFundSummary = (fund: Fund) =>
  useQuery({
    queryKey: fundsKeys.summary(fund),
    queryFn: ({ signal }) => call(fundsApi.summary, { params: { fund }, signal }),
  });
