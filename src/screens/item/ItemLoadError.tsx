import type { ApiErrorShape } from '../../api/api-error.js';
import { errorMessage } from '../../i18n/error-message.js';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { Notice } from '../../ui/Notice.js';

/** The server-trouble screen of an item that could not be loaded (spec 2 §2), with a retry. */
export function ItemLoadError({ error, onRetry }: { error: ApiErrorShape; onRetry(): void }) {
  const { t } = useT();
  return (
    <Notice color="danger" title={t('item.load_failed_title')} live>
      <p>{t('item.load_failed_body')}</p>
      <p>
        <code>{errorMessage(t, error)}</code>
      </p>
      <Button onClick={onRetry}>{t('item.retry')}</Button>
    </Notice>
  );
}
