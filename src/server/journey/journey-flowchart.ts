/** The journey drawn as a Mermaid flowchart: done stages green, the current one blue, the idea → MVP shortcut dotted. */
import { JOURNEY_STAGES, type JourneyStage, stagePosition } from '../../domain/journey.ts';
import { JOURNEY_STAGE_LABELS } from '../../domain/journey-api.ts';

const NODE_IDS: Record<JourneyStage, string> = {
  idea: 'idea',
  prd: 'prd',
  mvp: 'mvp',
  'domain-model': 'domainModel',
  'tech-stack': 'techStack',
  complete: 'complete',
};

export function buildJourneyFlowchart(current: JourneyStage): string {
  const position = stagePosition(current);
  const nodes = JOURNEY_STAGES.map((stage) => `${NODE_IDS[stage]}["${JOURNEY_STAGE_LABELS[stage]}"]`);
  const done = JOURNEY_STAGES.filter((stage) => stagePosition(stage) < position || current === 'complete');
  const lines = [
    'flowchart LR',
    `  ${nodes.join(' --> ')}`,
    `  ${NODE_IDS.idea} -.-> ${NODE_IDS.mvp}`,
    '  classDef done fill:#16a34a,stroke:#15803d,color:#ffffff',
    '  classDef current fill:#2563eb,stroke:#1d4ed8,color:#ffffff',
  ];
  if (done.length > 0) lines.push(`  class ${done.map((stage) => NODE_IDS[stage]).join(',')} done`);
  if (current !== 'complete') lines.push(`  class ${NODE_IDS[current]} current`);
  return lines.join('\n');
}
