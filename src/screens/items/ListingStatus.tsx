import { useT } from '../../i18n/use-t.js';
import type { ItemPages } from './use-item-pages.js';

interface ListingStatusProps {
  pages: ItemPages;
  selected: number;
}

/** One live line under the toolbar: loading more, "N of M items", how many are selected. */
export function ListingStatus({ pages, selected }: ListingStatusProps) {
  const { t } = useT();
  return (
    <p className="cms-listing__status" aria-live="polite">
      {pages.status === 'lazy-loading' ? t('listing.loading_more') : null}
      {pages.status === 'ready' && pages.total !== null && pages.items.length > 0
        ? t('listing.count', {
            shown: pages.loaded.length,
            total: pages.total,
            count: pages.total,
          })
        : null}
      {selected > 0 ? ` · ${t('listing.selected', { count: selected })}` : null}
    </p>
  );
}
