import Box from '@mui/material/Box';
import { QRCodeSVG } from 'qrcode.react';

/**
 * A QR code of `value` (an address, a payment reference), always dark on white with a quiet
 * zone, so a phone camera reads it in dark mode too.
 */
export function QrCode({ value, label, size = 160 }: { value: string; label: string; size?: number }) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{ display: 'inline-flex', p: 1.5, bgcolor: '#fff', borderRadius: 1, lineHeight: 0, flexShrink: 0 }}
    >
      <QRCodeSVG value={value} size={size} level="M" bgColor="#ffffff" fgColor="#000000" aria-hidden="true" />
    </Box>
  );
}
