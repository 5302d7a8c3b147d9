import { addInvestmentPath, type InvestmentPackage, termsText } from '@member-area/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { MoneyAmount } from '../money';

/** The active packages as cards, each leading to /add-investment/:slug. */
export function PackageCards({ packages }: { packages: readonly InvestmentPackage[] }) {
  if (packages.length === 0) return <Typography color="text.secondary">No package is open right now.</Typography>;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {packages.map((p) => (
        <Card key={p.id} data-package={p.slug} sx={{ display: 'flex', flexDirection: 'column' }}>
          <CardContent sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="h3">
              {p.name}
            </Typography>
            <Typography variant="h5" component="p" color="primary" sx={{ my: 1 }}>
              {termsText(p)}
            </Typography>
            {p.description ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {p.description}
              </Typography>
            ) : null}
            <Typography variant="body2" component="div">
              From <MoneyAmount usd={p.minAmount} /> to <MoneyAmount usd={p.maxAmount} />
            </Typography>
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            <Button component={Link} to={addInvestmentPath(p.slug)} variant="contained">
              Invest in {p.name}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}
