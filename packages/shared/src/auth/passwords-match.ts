import type { z } from 'zod';

type Check = [
  (v: Record<string, unknown>) => boolean,
  { message: string; path: string[]; when: (payload: z.core.ParsePayload) => boolean },
];

/**
 * `.refine(...passwordsMatch('password'))`: flags a confirmation mismatch under
 * "confirmPassword", even while other fields fail (zod skips object refinements on invalid
 * input by default, so a person would learn of the mismatch only on a second submit).
 */
export function passwordsMatch(key: 'password' | 'newPassword'): Check {
  return [
    (v) => v[key] === v.confirmPassword,
    {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
      when: (payload) => {
        const v = payload.value as Record<string, unknown> | undefined;
        return typeof v?.[key] === 'string' && typeof v?.confirmPassword === 'string' && v.confirmPassword !== '';
      },
    },
  ];
}
