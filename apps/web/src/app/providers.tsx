import { DEFAULT_COLOR_MODE } from '@member-area/shared';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useBrand } from '../features/brand';
import { DocumentTitleSuffix } from '../ui/document-title';
import { keepFocusOnPage } from '../ui/focus-rescue';
import { COLOR_MODE_STORAGE_KEY } from './color-mode';
import { appTheme } from './theme';

/** Hands the page background from color-mode.js over to the theme, which follows a toggle. */
function useThemePaintsBackground() {
  useEffect(() => {
    document.documentElement.style.removeProperty('background-color');
  }, []);
}

/** Every tab title ends with the brand's name. */
function BrandTitles({ children }: { children: ReactNode }) {
  return <DocumentTitleSuffix suffix={useBrand().data?.brandName}>{children}</DocumentTitleSuffix>;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useThemePaintsBackground();
  useEffect(() => keepFocusOnPage(), []);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Light or dark, persisted under the key color-mode.js reads; dark by default (spec 4). */}
      <ThemeProvider
        theme={appTheme}
        defaultMode={DEFAULT_COLOR_MODE}
        modeStorageKey={COLOR_MODE_STORAGE_KEY}
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        <BrandTitles>{children}</BrandTitles>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
