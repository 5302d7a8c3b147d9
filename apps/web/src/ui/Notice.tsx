import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A framed message with one action, for the app's own failures (session unreachable, a page
 * that cannot load). Built from what the first page already loads, not from Alert.
 */
export function Notice(props: { title: string; children: ReactNode; action: string; onAction: () => void }) {
  return (
    <Box
      role="alert"
      sx={{
        m: { xs: 2, sm: 3 },
        mx: 'auto',
        maxWidth: 560,
        p: 2,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{props.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {props.children}
        </Typography>
      </Box>
      <Button variant="outlined" size="small" onClick={props.onAction}>
        {props.action}
      </Button>
    </Box>
  );
}
