import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';
import { PrintStyles } from './PrintStyles';

/**
 * The frame every invoice page shares (deposit, investment): its title, the card of details that
 * prints, "Print" and "Download PDF" (left out of the print), and whatever follows the card.
 */
export function InvoiceFrame({
  title,
  subtitle,
  pdfHref,
  actions,
  details,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  pdfHref: string;
  /** More buttons beside Print and PDF (e.g. cancel). */
  actions?: ReactNode;
  /** The card's content above the buttons: the invoice's details. */
  details: ReactNode;
  /** What follows the card (instructions, schedule). */
  children?: ReactNode;
}) {
  return (
    <>
      <PrintStyles />
      <PageTitle title={title} subtitle={subtitle}>
        {title}
      </PageTitle>
      <Stack spacing={2} sx={{ maxWidth: 880 }}>
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            {details}
            <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }} data-no-print>
              <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
                Print
              </Button>
              <Button variant="outlined" component="a" href={pdfHref} download startIcon={<PictureAsPdfOutlined />}>
                Download PDF
              </Button>
              {actions}
            </Stack>
          </CardContent>
        </Card>
        {children}
      </Stack>
    </>
  );
}
