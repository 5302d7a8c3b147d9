import { DEFAULT_COLOR_MODE } from '@member-area/shared';
import { createTheme, type Theme } from '@mui/material/styles';

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

// Gold on deep navy in the dark mode; a darker bronze in the light mode so the accent keeps
// at least 4.5:1 against white (WCAG AA for text and links). MUI's own status colours miss
// 4.5:1 in three places, white on its dark-mode red and on its light-mode blue and orange (filled
// chips and buttons, and orange text on white): a lighter red with dark text, a deeper blue and amber.
export const palettes = {
  dark: {
    mode: 'dark',
    primary: { main: '#f2b544', contrastText: '#1a1405' },
    secondary: { main: '#2dd4bf', contrastText: '#04201c' },
    error: { main: '#f87171', contrastText: '#1f0707' },
    background: { default: '#0b1220', paper: '#111a2b' },
    text: { primary: '#e6eaf2', secondary: '#a3afc2' },
    divider: 'rgba(148, 163, 184, 0.16)',
  },
  light: {
    mode: 'light',
    primary: { main: '#7c5000', contrastText: '#ffffff' },
    secondary: { main: '#0f766e', contrastText: '#ffffff' },
    info: { main: '#0369a1', contrastText: '#ffffff' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#111827', secondary: '#4b5563' },
    divider: 'rgba(15, 23, 42, 0.12)',
  },
} as const;

/**
 * The keyboard focus ring of every control, in the accent colour (4.5:1 or more on both
 * backgrounds), clear of the control's own fill so a filled button shows it too.
 */
const focusRing = (theme: Theme) => ({
  outline: `2px solid ${theme.vars?.palette.primary.main ?? theme.palette.primary.main}`,
  outlineOffset: 2,
});

/**
 * One theme with both colour schemes as CSS variables (MUI's own colour schemes): switching is
 * a change of `data-color-mode` on <html>, which public/color-mode.js sets before the app loads,
 * so the first paint already has the stored (or default dark) scheme.
 */
export const appTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-color-mode' },
  colorSchemes: { dark: { palette: palettes.dark }, light: { palette: palettes.light } },
  defaultColorScheme: DEFAULT_COLOR_MODE,
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h4: { fontWeight: 600, fontSize: '1.75rem', letterSpacing: '-0.01em' },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600, fontSize: '1.05rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // What members typed (names, e-mails, user names) can be one 50-character word: block text
    // breaks it rather than pushing the page wider than the window. Tables are not changed by this
    // (break-word leaves a cell's minimum width alone); their typed columns say so themselves.
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        body: { overflowX: 'hidden', overflowWrap: 'break-word' },
        // Anything reached by keyboard shows a ring (links and custom widgets too): MUI's own
        // controls reset the outline and rely on a faint ripple, invisible to many members.
        ':focus-visible': focusRing(theme),
      }),
    },
    MuiButtonBase: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme) }) } },
    // Menu and list entries fill a scrolling box, which would clip a ring drawn outside them.
    MuiMenuItem: {
      styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': { ...focusRing(theme), outlineOffset: -2 } }) },
    },
    // An alert's message is a flex item: without these a long word made it scroll sideways.
    MuiAlert: { styleOverrides: { message: { overflowWrap: 'anywhere', minWidth: 0 } } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: ({ theme }) => ({
          backgroundColor: theme.vars.palette.background.paper,
          borderBottom: `1px solid ${theme.vars.palette.divider}`,
        }),
      },
    },
    MuiDrawer: {
      styleOverrides: { paper: ({ theme }) => ({ borderRight: `1px solid ${theme.vars.palette.divider}` }) },
    },
    MuiTableCell: {
      styleOverrides: {
        head: ({ theme }) => ({ fontWeight: 600, color: theme.vars.palette.text.secondary, whiteSpace: 'nowrap' }),
      },
    },
    MuiTextField: { defaultProps: { margin: 'normal' } },
    // Dialogs appear and leave at once: no half-transparent frames (which also read as low
    // contrast to accessibility checkers that run while a fade is under way).
    MuiDialog: { defaultProps: { transitionDuration: 0 } },
  },
});
