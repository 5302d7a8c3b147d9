import { useColorScheme } from '@mui/material/styles';

/** Where the choice is kept; public/color-mode.js reads the same key before the app loads. */
export const COLOR_MODE_STORAGE_KEY = 'colorMode';

/** The colour mode on screen and a switch to the other one (MUI's colour schemes underneath). */
export function useColorMode(): { mode: 'light' | 'dark'; toggle: () => void } {
  const { colorScheme, setMode } = useColorScheme();
  const mode = colorScheme ?? 'dark';
  return { mode, toggle: () => setMode(mode === 'dark' ? 'light' : 'dark') };
}
