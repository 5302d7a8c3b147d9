import { DEFAULT_COLOR_MODE } from '@member-area/shared';
import type { PaletteMode } from '@mui/material/styles';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

const STORAGE_KEY = 'colorMode';

function readStoredMode(): PaletteMode {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : DEFAULT_COLOR_MODE;
  } catch {
    return DEFAULT_COLOR_MODE;
  }
}

interface ColorModeValue {
  mode: PaletteMode;
  toggle: () => void;
}

const ColorModeContext = createContext<ColorModeValue>({ mode: DEFAULT_COLOR_MODE, toggle: () => {} });

/** Light or dark, persisted in localStorage; dark by default (spec 4). */
export function ColorModeProvider({ children }: { children: (mode: PaletteMode) => ReactNode }) {
  const [mode, setMode] = useState<PaletteMode>(readStoredMode);
  const toggle = useCallback(() => {
    setMode((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      try {
        localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // Private mode: the choice lasts for this page only.
      }
      return next;
    });
  }, []);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return <ColorModeContext value={value}>{children(mode)}</ColorModeContext>;
}

export function useColorMode(): ColorModeValue {
  return useContext(ColorModeContext);
}
