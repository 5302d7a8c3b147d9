import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * While a printable page is open, printing (or saving as PDF from the browser) shows only the
 * page's content: no top bar, drawer, ticker, footer or buttons, and dark on white whatever the
 * colour mode. Mark what should not print with `data-no-print`.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, nav, footer, .MuiAppBar-root, .MuiDrawer-root, [aria-label="Crypto prices"], [data-no-print]': {
            display: 'none !important',
          },
          'body, body *:has(> main), main': { margin: '0 !important', padding: '0 !important' },
          'body, main, .MuiPaper-root': {
            background: '#fff !important',
            color: '#000 !important',
            boxShadow: 'none !important',
          },
          'main *': { color: '#000 !important' },
        },
      }}
    />
  );
}
