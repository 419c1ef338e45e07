import { formatSchemaProblem, validateJsonSchema, type SchemaProblem } from './jsonSchema';
import { playbookSpecJsonSchema } from './playbookSpecSchema';

/** Every way `spec` breaks the bundled playbook schema, in document order (empty when it is valid). */
export function playbookSpecProblems(spec: unknown): SchemaProblem[] {
  return validateJsonSchema(playbookSpecJsonSchema, spec);
}

/**
 * The sentence a save is refused with: the first problem, naming the field (`spec.actions[0]: unknown field "exex";
 * an action takes ...`), and how many more there are. Undefined when the spec is valid.
 */
export function playbookSpecError(spec: unknown): string | undefined {
  const problems = playbookSpecProblems(spec);
  if (!problems.length) return undefined;
  const more = problems.length - 1;
  return `${formatSchemaProblem(problems[0]!)}${more ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : ''}`;
}
