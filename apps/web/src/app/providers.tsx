import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { ColorModeProvider } from './color-mode';
import { createAppTheme } from './theme';

function Themed({ mode, children }: { mode: 'light' | 'dark'; children: ReactNode }) {
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  // What public/color-mode.js painted before the app loaded, kept in step with a toggle.
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.colorMode = mode;
    root.style.colorScheme = mode;
    root.style.backgroundColor = theme.palette.background.default;
  }, [mode, theme]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ColorModeProvider>{(mode) => <Themed mode={mode}>{children}</Themed>}</ColorModeProvider>
    </QueryClientProvider>
  );
}
