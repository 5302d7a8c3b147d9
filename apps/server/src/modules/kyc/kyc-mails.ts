import { KYC_DOCUMENT_LABELS, type KycDocument } from '@member-area/shared';
import type { Config } from '../../platform/config.js';
import type { Mail } from '../../platform/mail/mailer.js';
import type { DecidedStatus } from './kyc.repo.js';

/** The mail that tells a member what the operator decided, and what to do next. */
export function kycDecisionMail(
  config: Config,
  to: string,
  d: { status: DecidedStatus; reason: string | null; documents: KycDocument[] },
): Mail {
  const link = `${config.PUBLIC_URL}/kyc-user`;
  const brand = config.BRAND_NAME;
  if (d.status === 'approved') {
    return {
      to,
      subject: `Your identity is verified at ${brand}`,
      text: `Good news: your KYC documents were approved. Withdrawals are open to you.\n\n${link}`,
      link,
    };
  }
  if (d.status === 'rejected') {
    return {
      to,
      subject: `Your KYC submission at ${brand} was rejected`,
      text: `Your KYC documents were rejected.\n\nReason: ${d.reason ?? '—'}\n\nYou can submit new documents here:\n${link}`,
      link,
    };
  }
  const names = d.documents.map((doc) => `- ${KYC_DOCUMENT_LABELS[doc]}`).join('\n');
  return {
    to,
    subject: `Please upload some KYC documents again at ${brand}`,
    text: `Please upload these documents again:\n${names}\n${d.reason ? `\nNote from our team: ${d.reason}\n` : ''}\nUpload them here:\n${link}`,
    link,
  };
}
