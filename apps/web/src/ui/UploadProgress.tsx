import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** How much of a file has travelled (0 to 1): a bar and "Uploading… 42%", then "Checking…". */
export function UploadProgress({ sent }: { sent: number }) {
  const percent = Math.min(100, Math.round(sent * 100));
  const label = percent < 100 ? `Uploading… ${percent}%` : 'Checking the file…';
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" aria-live="polite">
        {label}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" sx={{ mt: 0.5 }} />
    </Box>
  );
}
