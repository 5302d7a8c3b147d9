import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { EmptyTableRow } from './EmptyTableRow';

export interface PagedColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  sx?: SxProps<Theme>;
}

interface Props<Row> {
  /** The table's accessible name (and its scroll region's). */
  label: string;
  columns: readonly PagedColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** What the empty table says. */
  empty: ReactNode;
  total: number;
  /** 1-based, as in the URL and the API. */
  page: number;
  pageSize: number;
  /** Offered page sizes; without onPageSizeChange only `pageSize`. */
  pageSizes?: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** When given, a thin bar shows while a new page is being fetched (the old one stays). */
  fetching?: boolean;
  /** Makes each row a link-like target (the first cell should hold the real link). */
  onRowClick?: (row: Row) => void;
  rowSx?: SxProps<Theme>;
  /**
   * Paging by key (the list says whether a page lies before or after this one) instead of by
   * count; `totalLabel` is what "of …" says ("10,000+" when the list stopped counting).
   */
  keyset?: { hasPrev: boolean; hasNext: boolean; totalLabel: string };
}

/** The back office's lists: a scrollable table with a header row, an empty state and paging. */
export function PagedTable<Row>(props: Props<Row>) {
  const { label, columns, rows, rowKey, empty, onRowClick, keyset } = props;
  return (
    <Paper variant="outlined">
      {props.fetching === undefined ? null : (
        <Box sx={{ height: 4 }}>{props.fetching ? <LinearProgress aria-label="Updating list" /> : null}</Box>
      )}
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header}>{column.header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <EmptyTableRow colSpan={columns.length}>{empty}</EmptyTableRow>
            ) : (
              rows.map((row) => (
                <TableRow
                  key={rowKey(row)}
                  hover={Boolean(onRowClick)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  sx={props.rowSx}
                >
                  {columns.map((column) => (
                    <TableCell key={column.header} sx={column.sx}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={keyset ? -1 : props.total}
        page={Math.max(0, props.page - 1)}
        rowsPerPage={props.pageSize}
        rowsPerPageOptions={props.onPageSizeChange ? [...(props.pageSizes ?? [props.pageSize])] : [props.pageSize]}
        onPageChange={(_, p) => props.onPageChange(p + 1)}
        onRowsPerPageChange={
          props.onPageSizeChange ? (e) => props.onPageSizeChange?.(Number(e.target.value)) : undefined
        }
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 2 } }}
        {...(keyset
          ? {
              labelDisplayedRows: () => {
                const from = rows.length === 0 ? 0 : (props.page - 1) * props.pageSize + 1;
                return `${from}–${rows.length === 0 ? 0 : from + rows.length - 1} of ${keyset.totalLabel}`;
              },
              slotProps: {
                actions: {
                  previousButton: { disabled: !keyset.hasPrev },
                  nextButton: { disabled: !keyset.hasNext },
                },
              },
            }
          : {})}
      />
    </Paper>
  );
}
