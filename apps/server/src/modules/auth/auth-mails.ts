import type { Config } from '../../platform/config.js';
import type { Mail } from '../../platform/mail/mailer.js';

export function verifyEmailMail(config: Config, to: string, token: string): Mail {
  const link = `${config.PUBLIC_URL}/verify-email?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: `Verify your e-mail for ${config.BRAND_NAME}`,
    text: `Welcome to ${config.BRAND_NAME}.\n\nConfirm your e-mail address by opening this link:\n${link}\n\nThe link is valid for 24 hours. If you did not register, ignore this message.`,
    link,
  };
}

export function resetPasswordMail(config: Config, to: string, token: string): Mail {
  const link = `${config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: `Reset your ${config.BRAND_NAME} password`,
    text: `Someone asked to reset the password of your ${config.BRAND_NAME} account.\n\nChoose a new password here:\n${link}\n\nThe link is valid for 1 hour. If it was not you, ignore this message: your password stays as it is.`,
    link,
  };
}

export function newDeviceMail(
  config: Config,
  to: string,
  sign: { device: string; browser: string; address: string; at: Date },
): Mail {
  const link = `${config.PUBLIC_URL}/security`;
  return {
    to,
    subject: `New sign-in to your ${config.BRAND_NAME} account`,
    text: `Your ${config.BRAND_NAME} account was signed in to from a device it has not seen before.\n\nWhen: ${sign.at.toUTCString()}\nDevice: ${sign.device}\nBrowser: ${sign.browser}\nIP address: ${sign.address}\n\nIf this was you, there is nothing to do. If not, sign that session out and change your password at:\n${link}`,
    link,
  };
}

/** To the owner of an address someone tried to register again (the page answers as for a new one). */
export function registrationAttemptMail(config: Config, to: string): Mail {
  const link = `${config.PUBLIC_URL}/forgot-password`;
  return {
    to,
    subject: `Someone tried to register with your e-mail at ${config.BRAND_NAME}`,
    text: `Someone tried to register a new ${config.BRAND_NAME} account with this e-mail address, which already has an account. No new account was made.\n\nIf it was you, sign in instead; if you forgot your password, reset it here:\n${link}\n\nIf it was not you, there is nothing to do: your account is unchanged.`,
    link,
  };
}

/** Two-factor sign-in was turned on: the member hears of it even if it was not them. */
export function twoFactorOnMail(config: Config, to: string, at: Date): Mail {
  const link = `${config.PUBLIC_URL}/security`;
  return {
    to,
    subject: `Two-factor sign-in is on for your ${config.BRAND_NAME} account`,
    text: `Two-factor sign-in was turned on for your ${config.BRAND_NAME} account on ${at.toUTCString()}. From now on, signing in asks for a code from your authenticator app (or one of your backup codes) as well as your password.\n\nIf this was not you, change your password and check your sessions at:\n${link}`,
    link,
  };
}
