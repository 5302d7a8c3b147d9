import { randomBytes } from 'node:crypto';

/** An unguessable slug for an invoice or withdrawal URL (12 url-safe characters, 72 bits). */
export const newSlug = () => randomBytes(9).toString('base64url');
