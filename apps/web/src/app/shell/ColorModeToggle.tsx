import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorMode } from '../color-mode';

export function ColorModeToggle() {
  const { mode, toggle } = useColorMode();
  return (
    // A native title rather than an MUI Tooltip: Tooltip brings Popper into the sign-in bundle.
    <IconButton
      onClick={toggle}
      aria-label="Toggle colour mode"
      title={mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}
      color="inherit"
    >
      {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
