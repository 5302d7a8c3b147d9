import { DEFAULT_COLOR_MODE } from '@member-area/shared';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useBrand } from '../features/brand';
import { DocumentTitleSuffix } from '../ui/document-title';
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
  useFocusRescue();
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

/**
 * The focus rescue (ui/focus-rescue.ts), loaded once the first page is up: it matters only after
 * the member has used the keyboard, and the first download has a bar of its own (README, "Bundle").
 */
function useFocusRescue() {
  useEffect(() => {
    let undo: (() => void) | undefined;
    let gone = false;
    void import('../ui/focus-rescue').then(({ keepFocusOnPage }) => {
      if (!gone) undo = keepFocusOnPage();
    });
    return () => {
      gone = true;
      undo?.();
    };
  }, []);
}
