import {
  type AlertDirection,
  type Market,
  type PriceAlert,
  priceInputProblem,
  QUOTE_CURRENCY,
  ROUTES,
  tradingApi,
} from '@member-area/shared';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { ApiRequestError } from '../../api';
import { call } from '../../api/call';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RouterLink } from '../../ui/RouterLink';
import { ALL_ALERTS_ID, alertLevel, alertRearm, alertStatus, usePriceAlerts, useRemoveAlert } from './alerts-api';

/**
 * Price alerts of one symbol on its trade page: above or below a price, once or re-armed after
 * the price moved back by a step. A crossing notifies every open tab and sends one e-mail.
 */
export function PriceAlertsCard({ market }: { market: Market }) {
  const alerts = usePriceAlerts();
  const removeAlert = useRemoveAlert();
  const [direction, setDirection] = useState<AlertDirection>('above');
  const [price, setPrice] = useState('');
  const [rearm, setRearm] = useState(false);
  const [step, setStep] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const mine = (alerts.data ?? []).filter((a) => a.symbol === market.symbol);
  const priceProblem = priceInputProblem(market.symbol, price);
  const stepProblem = rearm ? priceInputProblem(market.symbol, step) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    setMessage(null);
    try {
      await call(tradingApi.createAlert, {
        body: {
          symbol: market.symbol,
          direction,
          price: price.trim(),
          ...(rearm && { rearmStep: step.trim() }),
        },
      });
      setPrice('');
    } catch (e) {
      if (e instanceof ApiRequestError) {
        setErrors(e.fieldErrors);
        setMessage(Object.keys(e.fieldErrors).length ? null : e.message);
      }
    } finally {
      setPending(false);
    }
  }

  async function remove(alert: PriceAlert) {
    const problem = await removeAlert(alert);
    if (problem) setMessage(problem);
  }

  return (
    <Card component="section" aria-label="Price alerts" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Price alerts
        </Typography>
        <Stack component="form" spacing={2} noValidate onSubmit={submit}>
          <Stack direction="row" spacing={1}>
            <TextField
              select
              label="When the price is"
              value={direction}
              onChange={(e) => setDirection(e.target.value as AlertDirection)}
              sx={{ minWidth: 130 }}
            >
              <MenuItem value="above">Above</MenuItem>
              <MenuItem value="below">Below</MenuItem>
            </TextField>
            <TextField
              label="Alert price"
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              required
              fullWidth
              error={Boolean(errors.price ?? priceProblem)}
              helperText={errors.price?.[0] ?? priceProblem ?? QUOTE_CURRENCY}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            />
          </Stack>
          <FormControlLabel
            control={<Checkbox checked={rearm} onChange={(e) => setRearm(e.target.checked)} />}
            label="Re-arm after a move back"
          />
          {rearm ? (
            <TextField
              label="Re-arm step"
              value={step}
              onChange={(e) => setStep(e.target.value)}
              required
              error={Boolean(errors.rearmStep ?? stepProblem)}
              helperText={
                errors.rearmStep?.[0] ?? stepProblem ?? `How far back (${QUOTE_CURRENCY}) before it can fire again`
              }
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            />
          ) : null}
          {message ? <Alert severity="error">{message}</Alert> : null}
          <Button
            type="submit"
            variant="outlined"
            disabled={pending || price.trim() === '' || priceProblem !== null || stepProblem !== null}
          >
            Set alert
          </Button>
        </Stack>
        {alerts.isError && !alerts.data ? (
          <ErrorAlert error={alerts.error} sx={{ mt: 2 }} />
        ) : mine.length > 0 ? (
          <List dense aria-label={`${market.symbol} alerts`} sx={{ mt: 1 }}>
            {mine.map((a) => (
              <ListItem
                key={a.id}
                disableGutters
                data-alert={a.id}
                secondaryAction={
                  <IconButton edge="end" aria-label={`Remove alert ${alertLevel(a)}`} onClick={() => remove(a)}>
                    <DeleteOutline />
                  </IconButton>
                }
              >
                <ListItemText primary={alertLevel(a)} secondary={`${alertRearm(a)} · ${alertStatus(a)}`} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            No alerts on {market.symbol}. A crossing shows here, in every open tab, and by e-mail.
          </Typography>
        )}
        {/* The alerts of every symbol, with their removal, are listed once: under the markets. */}
        <Link
          component={RouterLink}
          to={`${ROUTES.trade}#${ALL_ALERTS_ID}`}
          variant="body2"
          sx={{ display: 'block', mt: 1 }}
        >
          All your alerts
        </Link>
      </CardContent>
    </Card>
  );
}
