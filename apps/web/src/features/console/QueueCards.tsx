import { queueCountLabel, ROUTES } from '@member-area/shared';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useSupportUnread } from '../chat';
import { useQueues } from './queues';

/** What waits now, each card a link to its queue; the counts follow the live channel. */
export function QueueCards() {
  const queues = useQueues().data;
  const chats = useSupportUnread();
  const cards = [
    { id: 'deposits', title: 'Pending deposits', to: ROUTES.adminDeposits, count: queues?.deposits },
    {
      id: 'withdrawals',
      title: 'Withdrawals to decide or pay',
      to: ROUTES.adminWithdrawals,
      count: queues?.withdrawals,
    },
    { id: 'kyc', title: 'KYC to review', to: ROUTES.adminKyc, count: queues?.kyc },
    { id: 'chats', title: 'Unanswered chats', to: ROUTES.adminSupport, count: queues ? chats : undefined },
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {cards.map((card) => (
        <Grid key={card.id} size={{ xs: 6, md: 3 }}>
          <Card sx={{ height: '100%' }}>
            <CardActionArea component={Link} to={card.to} sx={{ height: '100%' }} data-queue={card.id}>
              <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
                <Typography component="h2" variant="subtitle2" color="text.secondary">
                  {card.title}
                </Typography>
                <Typography
                  component="div"
                  data-testid={`queue-${card.id}`}
                  sx={{ fontSize: '1.75rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                >
                  {card.count === undefined ? <Skeleton width="40%" /> : queueCountLabel(card.count)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
