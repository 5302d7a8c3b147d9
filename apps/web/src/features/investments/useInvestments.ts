import { investmentsApi } from '@member-area/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import type { PageKey } from '../../ui/list-paging';
import { useMemberQuery } from '../auth';
import { investmentKeys } from './keys';

export const usePackages = () => useMemberQuery({ queryKey: investmentKeys.packages, route: investmentsApi.packages });
export const useInvestmentSummary = () =>
  useMemberQuery({ queryKey: investmentKeys.summary, route: investmentsApi.summary });

export const usePackage = (slug: string) =>
  useQuery({
    queryKey: investmentKeys.package(slug),
    queryFn: ({ signal }) => call(investmentsApi.package, { params: { slug }, signal }),
    enabled: slug !== '',
    retry: false,
  });

export const useMyInvestments = (page: number, pageKey: PageKey, pageSize: number) =>
  useQuery({
    queryKey: [...investmentKeys.mine(page), pageKey],
    queryFn: ({ signal }) => call(investmentsApi.mine, { query: { page, ...pageKey, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });

export const useInvestment = (number: string) =>
  useQuery({
    queryKey: investmentKeys.one(number),
    queryFn: ({ signal }) => call(investmentsApi.one, { params: { number }, signal }),
    retry: false,
  });
