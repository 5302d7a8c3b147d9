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
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { EmptyTableRow } from './EmptyTableRow';
import { keepNumbersWhole } from './keep-numbers-whole';
import { leadShowsLabel } from './lead-label';
import { visuallyHidden } from './visually-hidden';

export interface ResponsiveColumn<Row> {
  /** The column's header on a desktop and the row's label on a phone. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Applied to the cell on both layouts (not to the phone label). */
  sx?: SxProps<Theme>;
  align?: 'left' | 'right';
  /**
   * Keeps the value on one line (numbers, references, dates): "W-/000003" never happens. A phone
   * card's lead cells are on one line unless this is `false` (a sentence that may wrap; the desktop
   * table then keeps the column wide enough to break it between words).
   */
  nowrap?: boolean;
  /** The header is read by screen readers but not shown (an "Action" column). */
  hideHeader?: boolean;
  /**
   * On a phone: 'lead' cells open the card on its first line (what matters: amount, status),
   * 'detail' cells follow as label/value lines (the default), 'hide' cells are left out.
   */
  phone?: 'lead' | 'detail' | 'hide';
  /**
   * Whether a phone card's lead cell shows this header beside its value. By default a lead that
   * is a bare value ("12", "0.50 %", "Yes", an amount) is named and one that says what it is (a
   * name, a number like W-000003, a status chip) is not; `true`/`false` decides it.
   */
  phoneLabel?: boolean;
}

export interface TablePaging {
  total: number;
  /** 1-based, as in the URL and the API. */
  page: number;
  pageSize: number;
  /** Offered page sizes; without onPageSizeChange only `pageSize`. */
  pageSizes?: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /**
   * Paging by key (the API answers the neighbours' keys, not page numbers): previous and next
   * follow the keys, and the total may be a lower bound ("10,000+").
   */
  keyset?: { hasPrev: boolean; hasNext: boolean; totalLabel: string };
  /**
   * False when the API counted only a little past this page (`totalExact` of every list): the
   * total is a lower bound ("120+") and next stays on while pages come back full.
   */
  totalExact: boolean;
}

/** The pager's keys: given, or, for a total that is a lower bound, from the page and its rows. */
function keysOf(paging: TablePaging, rows: number): TablePaging['keyset'] {
  if (paging.keyset || paging.totalExact) return paging.keyset;
  return {
    hasPrev: paging.page > 1,
    hasNext: rows === paging.pageSize,
    totalLabel: `${paging.total.toLocaleString('en-US')}+`,
  };
}

interface Props<Row> {
  /** The table's accessible name (and its scroll region's). */
  label: string;
  columns: readonly ResponsiveColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** What the empty table says. */
  empty: ReactNode;
  /** Paging under the table, when the list is paged. */
  paging?: TablePaging;
  /** When given, a thin bar shows while a new page is being fetched (the old one stays). */
  fetching?: boolean;
  /** Makes each row a link-like target (a cell should hold the real link). */
  onRowClick?: (row: Row) => void;
  rowSx?: SxProps<Theme>;
  /** Applied to the desktop table. */
  tableSx?: SxProps<Theme>;
  /** Wraps the table in an outlined paper (a page's list); off inside a card. */
  framed?: boolean;
  /** Extra attributes per row (test ids, data-state). */
  rowProps?: (row: Row) => Record<`data-${string}`, string>;
}

const nowrapSx = { whiteSpace: 'nowrap' } as const;
/** A sentence column on the desktop table: wide enough that it breaks between words, not at "P-/000006". */
const sentenceSx = { minWidth: 200 } as const;
const wrapSx = { minWidth: 0, overflowWrap: 'anywhere' } as const;
const fitCardSx = { minWidth: 0, maxWidth: '100%' } as const;
const leadLabelSx = { color: 'text.secondary', fontWeight: 400, typography: 'body2', mr: 0.75 } as const;

/**
 * Every list of rows: a table on a desktop; on a phone each row becomes a card that opens with
 * its 'lead' cells (amount and status) and stacks the rest as label/value lines, so nothing that
 * matters sits off-screen to the right. Both layouts keep table semantics (table, row, cell).
 */
export function ResponsiveTable<Row>(props: Props<Row>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const body = phone ? <PhoneTable {...props} /> : <DesktopTable {...props} />;
  const { paging, fetching } = props;
  const keyset = paging ? keysOf(paging, props.rows.length) : undefined;
  const content = (
    <>
      {fetching === undefined ? null : (
        <Box sx={{ height: 4 }}>{fetching ? <LinearProgress aria-label="Updating list" /> : null}</Box>
      )}
      {body}
      {paging ? (
        <TablePagination
          component="div"
          count={paging.total}
          page={Math.max(0, paging.page - 1)}
          rowsPerPage={paging.pageSize}
          rowsPerPageOptions={
            paging.onPageSizeChange ? [...(paging.pageSizes ?? [paging.pageSize])] : [paging.pageSize]
          }
          onPageChange={(_, p) => paging.onPageChange(p + 1)}
          onRowsPerPageChange={
            paging.onPageSizeChange ? (e) => paging.onPageSizeChange?.(Number(e.target.value)) : undefined
          }
          {...(keyset
            ? {
                labelDisplayedRows: ({ from, to }) => `${from}–${to} of ${keyset.totalLabel}`,
                slotProps: {
                  actions: {
                    previousButton: { disabled: !keyset.hasPrev },
                    nextButton: { disabled: !keyset.hasNext },
                  },
                },
              }
            : {})}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 2 } }}
        />
      ) : null}
    </>
  );
  return props.framed ? <Paper variant="outlined">{content}</Paper> : content;
}

function DesktopTable<Row>({ label, columns, rows, rowKey, empty, onRowClick, rowSx, tableSx, rowProps }: Props<Row>) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label} sx={tableSx}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align}>
                {column.hideHeader ? (
                  <Box component="span" sx={visuallyHidden}>
                    {column.header}
                  </Box>
                ) : (
                  column.header
                )}
              </TableCell>
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
                sx={rowSx}
                {...rowProps?.(row)}
              >
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    align={column.align}
                    sx={[
                      column.nowrap ? nowrapSx : column.nowrap === false ? sentenceSx : {},
                      ...(Array.isArray(column.sx) ? column.sx : [column.sx]),
                    ]}
                  >
                    {keepNumbersWhole(column.cell(row))}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PhoneTable<Row>({ label, columns, rows, rowKey, empty, onRowClick, rowSx, rowProps }: Props<Row>) {
  const lead = columns.filter((c) => c.phone === 'lead');
  // Decided per column over every row, so each card of a list reads the same.
  const labelled = new Set(lead.filter((c) => leadShowsLabel(c, rows)).map((c) => c.header));
  const detail = columns.filter((c) => (c.phone ?? 'detail') === 'detail');
  // Headers in the order the cells appear, so a screen reader pairs each cell with its header.
  const ordered = [...lead, ...detail];
  return (
    <Box role="table" aria-label={label} sx={{ py: 0.5 }}>
      <Box role="rowgroup" sx={visuallyHidden}>
        <Box role="row">
          {ordered.map((column) => (
            <Box role="columnheader" key={column.header}>
              {column.header}
            </Box>
          ))}
        </Box>
      </Box>
      <Box role="rowgroup" sx={{ display: 'grid', gap: 1 }}>
        {rows.length === 0 ? (
          <Box role="row">
            <Box role="cell" sx={{ py: 2, px: 1, color: 'text.secondary' }}>
              {empty}
            </Box>
          </Box>
        ) : (
          rows.map((row) => (
            <Paper
              key={rowKey(row)}
              role="row"
              variant="outlined"
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              sx={[{ p: 1.5, minWidth: 0 }, ...(Array.isArray(rowSx) ? rowSx : [rowSx])]}
              {...rowProps?.(row)}
            >
              {lead.length > 0 ? (
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    columnGap: 2,
                    rowGap: 0.5,
                    mb: detail.length > 0 ? 1 : 0,
                    fontWeight: 600,
                  }}
                >
                  {lead.map((column) => (
                    <Box
                      role="cell"
                      key={column.header}
                      // A lead (an amount, a status, a number) stays on one line, unless its column
                      // says it may wrap (a sentence: `nowrap: false`). Never wider than the card:
                      // a column's own minimum width is for the desktop table.
                      sx={[
                        column.nowrap === false ? wrapSx : nowrapSx,
                        ...(Array.isArray(column.sx) ? column.sx : [column.sx]),
                        fitCardSx,
                      ]}
                    >
                      {labelled.has(column.header) ? (
                        // Its header before it, as a detail line's ("Paid 12", "Active Yes"); the
                        // hidden header row already names the cell for a screen reader.
                        <Box component="span" aria-hidden sx={leadLabelSx}>
                          {column.header}
                        </Box>
                      ) : null}
                      {keepNumbersWhole(column.cell(row))}
                    </Box>
                  ))}
                </Box>
              ) : null}
              {detail.map((column) => (
                <Box
                  key={column.header}
                  sx={{
                    display: 'flex',
                    alignItems: 'baseline',
                    justifyContent: 'space-between',
                    gap: 2,
                    py: 0.25,
                    typography: 'body2',
                  }}
                >
                  {column.hideHeader ? null : (
                    <Box component="span" aria-hidden sx={{ color: 'text.secondary', flexShrink: 0 }}>
                      {column.header}
                    </Box>
                  )}
                  <Box
                    role="cell"
                    sx={[
                      { minWidth: 0, textAlign: 'right', overflowWrap: 'anywhere', ml: 'auto' },
                      ...(Array.isArray(column.sx) ? column.sx : [column.sx]),
                      // A card's line has room for a number; a long value (an id, an e-mail)
                      // breaks rather than pushing the page wider than the phone.
                      fitCardSx,
                      { whiteSpace: 'normal' },
                    ]}
                  >
                    {keepNumbersWhole(column.cell(row))}
                  </Box>
                </Box>
              ))}
            </Paper>
          ))
        )}
      </Box>
    </Box>
  );
}
