import { type SessionResponse, SIGN_IN_ADDRESS, type SignInRequest } from '@member-area/shared';
import { callAddress } from '../../api';

// Apart from api.ts, whose zod schemas would otherwise come with the sign-in page; the server
// checks this answer against ZSessionResponse before sending it.
export const signIn = (body: SignInRequest) => callAddress<SessionResponse>(SIGN_IN_ADDRESS, body);
