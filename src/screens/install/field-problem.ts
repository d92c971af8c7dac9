import type { TFunction } from 'i18next';
import type { NAMESPACE } from '../../i18n/instance.js';
import type { FieldProblem } from './install-form.js';

/** The text shown under a field that failed validation. */
export function fieldProblemText(
  t: TFunction<typeof NAMESPACE>,
  problem: FieldProblem | undefined,
): string | undefined {
  return problem ? t(`install.invalid.${problem}`) : undefined;
}
