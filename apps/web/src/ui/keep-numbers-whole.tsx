import type { ReactNode } from 'react';

/** Our numbers (W-000003, P-000012, D-000001, I-000005) and anything holding one ("position:P-000006"). */
const NUMBER = /([A-Z]{1,3}-\d{3,})/;

/**
 * A cell's text with each of our numbers kept on one line: a browser may break a line after any
 * hyphen, and a narrow column showed "P-" and "000006" on two lines. Other text wraps as it will.
 */
export function keepNumbersWhole(content: ReactNode): ReactNode {
  if (typeof content !== 'string' || !NUMBER.test(content)) return content;
  return content.split(NUMBER).map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
      <span key={i} style={{ whiteSpace: 'nowrap' }}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
