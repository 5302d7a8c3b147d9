import { type SessionResponse, SIGN_IN_PATH, type SignInRequest } from '@member-area/shared';
import { apiFetch } from '../../api';

// Apart from api.ts, whose zod schemas would otherwise come with the sign-in page; the server
// checks this answer against ZSessionResponse before sending it.
export const signIn = (body: SignInRequest) => apiFetch<SessionResponse>(SIGN_IN_PATH, { method: 'POST', body });
