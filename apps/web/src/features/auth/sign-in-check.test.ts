import { describe, expect, it } from 'vitest';
import { emptySignInFields } from './sign-in-check';

describe('emptySignInFields', () => {
  it('names each empty field', () => {
    expect(emptySignInFields({ login: '', password: '' })).toEqual({
      login: 'Enter your e-mail or user name',
      password: 'Enter your password',
    });
    expect(emptySignInFields({ login: 'anna', password: '' })).toEqual({ password: 'Enter your password' });
    expect(emptySignInFields({ login: '', password: 'secret' })).toEqual({ login: 'Enter your e-mail or user name' });
  });

  it('treats a login of spaces as empty, but not a password of spaces', () => {
    expect(emptySignInFields({ login: '   ', password: '  ' })).toEqual({ login: 'Enter your e-mail or user name' });
  });

  it('passes filled fields', () => {
    expect(emptySignInFields({ login: 'anna@example.com', password: 'x' })).toEqual({});
  });
});
