import Check from '@mui/icons-material/Check';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';

/**
 * Copies `value` to the clipboard; the icon turns into a tick for a moment and a screen reader
 * hears "Copied". The accessible name says what is copied ("Copy address").
 */
export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        title={copied ? 'Copied' : label}
        data-no-print
        onClick={() => {
          void navigator.clipboard?.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? <Check fontSize="small" color="success" /> : <ContentCopyOutlined fontSize="small" />}
      </IconButton>
      <span
        role="status"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {copied ? 'Copied' : ''}
      </span>
    </>
  );
}
