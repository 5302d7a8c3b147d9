// Member 360 says things as the rest of the back office and the member pages do: "Buy 10×" for
// a position (the trading desk's and the member's words, not the database's "long ×10"), and
// status chips capitalised ("Open", "Pending review"), not the stored "open".

/** A position's side and leverage: "Buy 10×", "Sell 5×". */
export function sideAndLeverage(side: string, leverage: number): string {
  return `${side === 'long' ? 'Buy' : side === 'short' ? 'Sell' : sentence(side)} ${leverage}×`;
}

/** A stored word as a label: "resubmission_requested" → "Resubmission requested". */
export function sentence(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored value as its list says it (`labels`, e.g. KYC's "Pending review"), else in sentence case. */
export function labelOf(value: string, labels?: Readonly<Record<string, string>>): string {
  return labels?.[value] ?? sentence(value);
}
