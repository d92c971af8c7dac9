import type { ComponentType, ReactNode } from 'react';
import { useT } from '../../i18n/use-t.js';
import type { LayoutProps } from '../../layouts/registry.js';
import { Button } from '../../ui/Button.js';
import { Loader } from '../../ui/Loader.js';
import { Notice } from '../../ui/Notice.js';
import type { ItemPages } from './use-item-pages.js';

interface ListingBodyProps {
  /** The view is loaded (until then nothing is asked for). */
  ready: boolean;
  pages: ItemPages;
  /** A search or filter is on: an empty answer means "no results", not "no items". */
  filtered: boolean;
  Layout: ComponentType<LayoutProps> | undefined;
  layoutProps: LayoutProps;
}

/**
 * The rows, or the state that stands in for them: loading, an error with a retry, an empty
 * collection, no results. A failure after some rows keeps them and shows the error above.
 */
export function ListingBody({ ready, pages, filtered, Layout, layoutProps }: ListingBodyProps) {
  const { t } = useT();
  const empty = pages.items.length === 0;
  const errorNotice = (retry: () => void) => (
    <Notice color="danger" title={t('listing.error_title')} live>
      <p>{pages.error?.message}</p>
      <Button onClick={retry}>{t('listing.retry')}</Button>
    </Notice>
  );

  let rows: ReactNode = null;
  if (!ready || pages.status === 'idle' || (pages.status === 'loading' && empty)) {
    rows = <Loader label={t('listing.loading')} />;
  } else if (pages.status === 'error' && empty) {
    rows = errorNotice(pages.reload);
  } else if (empty) {
    rows = filtered ? (
      <Notice title={t('listing.no_results')}>{t('listing.no_results_body')}</Notice>
    ) : (
      <Notice title={t('listing.empty')}>{t('listing.empty_body')}</Notice>
    );
  } else if (Layout) {
    rows = <Layout {...layoutProps} />;
  }

  return (
    <>
      {pages.status === 'error' && !empty ? errorNotice(pages.retry) : null}
      <div className="cms-listing__body">{rows}</div>
    </>
  );
}
