/** Monthly cost estimates are US dollars (contract: `monthlyCostEstimate`); whole dollars read best, cents when small. */
const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

export function formatMonthlyCost(value: number): string {
  return Number.isInteger(value) || value >= 100 ? whole.format(value) : cents.format(value);
}

/** "$45/mo", or "no estimate" when nobody estimated it (derivation never invents a price). */
export function costLabel(value: number | null): string {
  return value === null ? 'No estimate' : `${formatMonthlyCost(value)}/mo`;
}
