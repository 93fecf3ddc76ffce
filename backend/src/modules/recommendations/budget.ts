/** Spec §9: the default maximum budget when an assessment gives none. */
export const DEFAULT_MAX_BUDGET = 50_000;

/**
 * Spec §5: the first dollar amount (optional thousands commas) in an assessment's budget range
 * becomes the maximum cost; without one (e.g. "Cost is not a concern"), the default.
 */
export function maxBudgetFromRange(range: string | null | undefined): number {
  const match = range ? /\$\s?(\d{1,3}(?:,\d{3})+|\d+)/.exec(range) : null;
  return match ? Number(match[1]!.replaceAll(',', '')) : DEFAULT_MAX_BUDGET;
}
