import type { DepositProof } from '@member-area/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The proofs of a deposit: a thumbnail of an image, a link to a PDF, the text of a hash. */
export function ProofPreview({ proofs }: { proofs: readonly DepositProof[] }) {
  if (proofs.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        None
      </Typography>
    );
  }
  return (
    <Stack spacing={0.5}>
      {proofs.map((p) =>
        p.kind === 'tx_hash' ? (
          <Typography
            key={p.id}
            variant="body2"
            title={p.txHash ?? ''}
            sx={{ fontFamily: 'monospace', maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {p.txHash}
          </Typography>
        ) : p.url ? (
          <Link key={p.id} href={p.url} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()}>
            {p.mime?.startsWith('image/') ? (
              <Box
                component="img"
                src={p.url}
                alt="Proof of payment"
                loading="lazy"
                sx={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 0.5, border: 1, borderColor: 'divider' }}
              />
            ) : (
              'PDF proof'
            )}
          </Link>
        ) : null,
      )}
    </Stack>
  );
}
