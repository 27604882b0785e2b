/** Monthly cost estimates are US dollars (domain: `monthlyCostEstimate`); whole dollars read best, cents when small. */
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

/** The sum of the estimates that exist, and how many items have none (so "$40 + 2 without an estimate"). */
export function totalMonthlyCost(
  items: readonly { detail: { monthlyCostEstimate?: number | undefined } }[],
): {
  total: number;
  unestimated: number;
} {
  let total = 0;
  let unestimated = 0;
  for (const item of items) {
    const cost = item.detail.monthlyCostEstimate;
    if (cost === undefined) unestimated += 1;
    else total += cost;
  }
  // Cents summed in floating point drift (0.1 + 0.2); estimates never need more than two decimals.
  return { total: Math.round(total * 100) / 100, unestimated };
}
