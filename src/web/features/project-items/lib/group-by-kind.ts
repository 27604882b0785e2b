import { INFRASTRUCTURE_KINDS } from '../../../../domain/project-items.ts';

const KIND_LABELS: Record<string, string> = { ai: 'AI', auth: 'Auth', email: 'E-mail' };

export function infrastructureKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);
}

/**
 * Infrastructure items grouped by kind, in the catalogue's order (frontend … other), each group with the sum of
 * its estimates (null when none of its items has one). Items keep their order within a group.
 */
export function groupInfrastructure<T extends { kind: string; monthlyCostEstimate: number | null }>(
  items: readonly T[],
): { kind: string; label: string; items: T[]; total: number | null }[] {
  const order = new Map<string, number>(INFRASTRUCTURE_KINDS.map((kind, index) => [kind, index]));
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.kind, [...(groups.get(item.kind) ?? []), item]);
  return [...groups.entries()]
    .sort(([a], [b]) => (order.get(a) ?? order.size) - (order.get(b) ?? order.size))
    .map(([kind, list]) => {
      const costs = list.map((item) => item.monthlyCostEstimate).filter((c): c is number => c !== null);
      return {
        kind,
        label: infrastructureKindLabel(kind),
        items: list,
        total: costs.length === 0 ? null : Math.round(costs.reduce((a, b) => a + b, 0) * 100) / 100,
      };
    });
}
