import { ExplainDialog } from '../../form/ExplainDialog.js';
import { useT } from '../../i18n/use-t.js';
import type { ManualSort } from './use-manual-sort.js';

/** Asks why a row was moved when the role must explain updates (use-manual-sort.ts). */
export function ManualSortExplain({ manual }: { manual: ManualSort }) {
  const { t } = useT();
  const count = manual.explaining?.count ?? 0;
  return (
    <ExplainDialog
      open={manual.explaining !== null}
      title={t('layouts.sort_explain_title')}
      message={t('layouts.sort_explain_message', { count })}
      confirmLabel={t('layouts.sort_explain_confirm')}
      onConfirm={manual.explain}
      onCancel={manual.cancelExplaining}
    />
  );
}
