import { isValidElement, type ReactNode } from 'react';

/**
 * A cell's text, when it can be read without rendering: strings, numbers, and elements whose
 * children are text (`<Amount>{formatUsd(x)}</Amount>`). `null` when a part is a component that
 * draws its own text (a chip's label, a `MoneyAmount`): what it says is not known here.
 */
export function textOf(node: ReactNode): string | null {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) {
    const parts = node.map(textOf);
    return parts.includes(null) ? null : parts.join('');
  }
  if (isValidElement<{ children?: ReactNode }>(node)) {
    const { children } = node.props;
    return children === undefined ? null : textOf(children);
  }
  return null;
}

// Digits with their separators, a sign, a percent or a "×", a 3-letter currency, a count in
// brackets: "12", "0.50 %", "-1,234.56 USD", "2026-11-30", "10.00 USD (3)". Words are not figures.
const FIGURE = /^[+\-−–]?[\d\s.,:/%×()+\-−–\u00a0]*\d[\d\s.,:/%×()+\-−–\u00a0]*(?:[A-Z]{3}[\s()\d]*)?$/;
// A duration in short units: "0.4 s", "2 min 3 s" (a feed's last tick).
const DURATION = /^(?:\d[\d.,]*\s?(?:ms|s|min|h|d)\s*)+$/;
// A bare answer: "Yes" alone on a card says nothing about what is yes. ("—", nothing to show, is
// left as it is: a cell that names its own figure says "—" when it has none.)
const BARE_WORD = /^(?:yes|no)$/i;

/** Whether a lead value means nothing without its column's name ("12", "0.50 %", "0.4 s", "Yes"). */
export function isBareValue(text: string): boolean {
  const t = text.trim();
  return t !== '' && (FIGURE.test(t) || DURATION.test(t) || BARE_WORD.test(t));
}

/**
 * Whether a phone card's lead cell shows its column's name: as the column declares, else when any
 * row's value is bare (a number, an amount, a date, a yes/no). A name, a reference ("W-000003"),
 * a status chip or a sentence speaks for itself and opens the card alone.
 */
export function leadShowsLabel<Row>(
  column: { phoneLabel?: boolean; hideHeader?: boolean; cell: (row: Row) => ReactNode },
  rows: readonly Row[],
): boolean {
  if (column.phoneLabel !== undefined) return column.phoneLabel;
  if (column.hideHeader) return false;
  return rows.some((row) => {
    const text = textOf(column.cell(row));
    return text !== null && isBareValue(text);
  });
}
