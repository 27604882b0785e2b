/** Small text helpers shared by the document kinds. */

/** "signs up, adds a dog, books a walk" or a numbered/bulleted list → its steps. */
export function splitSteps(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)]|step \d+:?)\s*/i, '').trim())
    .filter(Boolean);
  const steps = lines.length > 1 ? lines : (lines[0] ?? '').split(/\s*(?:;|,|->|→|\bthen\b)\s*/i);
  return steps.map((step) => step.trim()).filter((step) => step.length > 0);
}
