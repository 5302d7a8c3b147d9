import { z } from 'zod';
import { defineRoute } from '../http/define-route.js';

/** The back office's lists that download whole as CSV. */
export const EXPORT_DATASETS = ['members', 'deposits', 'withdrawals', 'investments', 'positions', 'ledger'] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];

export const ZExportParams = z.object({ dataset: z.enum(EXPORT_DATASETS) });

/** Whole lists as CSV, streamed a batch at a time: any number of rows, bounded memory. */
export const exportsApi = {
  csv: defineRoute({
    method: 'GET',
    path: '/api/admin/exports/:dataset',
    summary: 'A whole back-office list as CSV (members, deposits, withdrawals, investments, positions, ledger)',
    access: { permission: 'console.read' },
    params: ZExportParams,
    produces: 'text/csv',
  }),
} as const;
