import { formatRate, type PriceAlert, QUOTE_CURRENCY } from '@member-area/shared';
import type { Config } from '../../platform/config.js';
import type { Mail } from '../../platform/mail/mailer.js';

/** The one mail of a crossing: what crossed, where, and the link to its trade page. */
export function priceAlertMail(config: Config, to: string, alert: PriceAlert, name: string): Mail {
  const link = `${config.PUBLIC_URL}/trade/${alert.symbol}/${name}`;
  const moved = alert.direction === 'above' ? 'rose above' : 'fell below';
  const level = `${formatRate(alert.price)} ${QUOTE_CURRENCY}`;
  const rearm = alert.rearmStep
    ? `\n\nThis alert re-arms once ${alert.symbol} is back ${alert.direction === 'above' ? 'below' : 'above'} ${formatRate(alert.rearmStep)} ${QUOTE_CURRENCY} from the level.`
    : '\n\nThis alert fired once and is now off.';
  return {
    to,
    subject: `${alert.symbol} ${moved} ${level}`,
    text: `Your price alert: ${alert.symbol}/${QUOTE_CURRENCY} ${moved} ${level} (at ${formatRate(alert.lastCrossedPrice ?? alert.price)} ${QUOTE_CURRENCY}).${rearm}\n\n${link}`,
    link,
  };
}
