import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

const STEPS = [1, 1.5, 2, 3, 4];

/** A document at full size, with zoom in and out (the dialog scrolls when it is larger). */
export function ZoomDialog({
  open,
  title,
  src,
  onClose,
}: {
  open: boolean;
  title: string;
  src: string;
  onClose: () => void;
}) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (open) setStep(0);
  }, [open]);
  const scale = STEPS[step] ?? 1;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="zoom-title">
      <DialogTitle id="zoom-title">{title}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, height: '70vh', overflow: 'auto', bgcolor: 'action.hover' }}>
        {src ? (
          <Box
            component="img"
            src={src}
            alt={title}
            sx={{ display: 'block', width: `${scale * 100}%`, maxWidth: 'none', height: 'auto', mx: 'auto' }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <IconButton aria-label="Zoom out" onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0}>
          <ZoomOut />
        </IconButton>
        <Typography aria-live="polite" sx={{ minWidth: 48, textAlign: 'center' }}>
          {Math.round(scale * 100)}%
        </Typography>
        <IconButton
          aria-label="Zoom in"
          onClick={() => setStep((s) => Math.min(STEPS.length - 1, s + 1))}
          disabled={step === STEPS.length - 1}
        >
          <ZoomIn />
        </IconButton>
        <Button onClick={onClose} sx={{ ml: 'auto' }}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
