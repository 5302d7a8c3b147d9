import { type ExportDataset, exportsApi, hrefOf } from '@member-area/shared';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * "Export CSV": a plain download link, so the browser streams the file to disk as the server
 * writes it (the whole list, whatever its length) instead of holding it in the page.
 */
export function ExportCsvButton({
  href,
  label = 'Export CSV',
  sx,
}: {
  href: string;
  label?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Button component="a" href={href} download variant="outlined" startIcon={<FileDownloadOutlined />} sx={sx}>
      {label}
    </Button>
  );
}

/** "Export CSV" of a whole back-office list (members, deposits, withdrawals, investments, positions, ledger). */
export function ExportListButton({ dataset, sx }: { dataset: ExportDataset; sx?: SxProps<Theme> }) {
  return <ExportCsvButton href={hrefOf(exportsApi.csv, { params: { dataset } })} sx={sx} />;
}
