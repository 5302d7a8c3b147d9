import Chip from '@mui/material/Chip';

/** A yes/no cell; `alarming` colours a "yes" that needs attention (blocked, banned). */
export function YesNo({ value, alarming = false }: { value: boolean; alarming?: boolean }) {
  if (!value) return <Chip size="small" variant="outlined" label="No" />;
  return <Chip size="small" variant="outlined" color={alarming ? 'error' : 'success'} label="Yes" />;
}
