import { formatPrice, type PriceAlert, QUOTE_CURRENCY } from '@member-area/shared';
import type { Config } from '../../platform/config.js';
import type { Mail } from '../../platform/mail/mailer.js';

/** The one mail of a crossing: what crossed, where, and the link to its trade page. */
export function priceAlertMail(config: Config, to: string, alert: PriceAlert, name: string): Mail {
  const link = `${config.PUBLIC_URL}/trade/${alert.symbol}/${name}`;
  const moved = alert.direction === 'above' ? 'rose above' : 'fell below';
  const level = formatPrice(alert.symbol, alert.price);
  const rearm = alert.rearmStep
    ? `\n\nThis alert re-arms once ${alert.symbol} is back ${alert.direction === 'above' ? 'below' : 'above'} ${formatPrice(alert.symbol, alert.rearmStep)} from the level.`
    : '\n\nThis alert fired once and is now off.';
  return {
    to,
    subject: `${alert.symbol} ${moved} ${level}`,
    text: `Your price alert: ${alert.symbol}/${QUOTE_CURRENCY} ${moved} ${level} (at ${formatPrice(alert.symbol, alert.lastCrossedPrice ?? alert.price)}).${rearm}\n\n${link}`,
    link,
  };
}
