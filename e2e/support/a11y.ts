import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the whole page: no serious or critical violation. `label-content-name-mismatch` (WCAG 2.5.3, an
 * experimental rule axe leaves off by default) is switched on: a control's spoken name must contain its visible
 * text, which the header's account button once broke.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const severe = violations
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        violation.id === 'label-content-name-mismatch',
    )
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(severe).toEqual([]);
}
