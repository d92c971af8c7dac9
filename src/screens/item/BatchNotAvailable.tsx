import type { CollectionInfo } from '../../api/types.js';
import { useT } from '../../i18n/use-t.js';
import type { Route } from '../../router/router.js';
import { collectionTitle } from '../../shell/collection-title.js';
import { PageHeader } from '../../shell/PageHeader.js';
import { Notice } from '../../ui/Notice.js';

/** Batch edit (a comma-separated key list) is not built yet: an honest notice. */
export function BatchNotAvailable({
  route,
  collection,
}: {
  route: Route;
  collection: CollectionInfo;
}) {
  const { t, locale } = useT();
  const project = route.params.project ?? '';
  const title = collectionTitle(collection, locale);
  return (
    <>
      <PageHeader
        title={t('item.batch_title')}
        breadcrumb={[
          { label: t('item.collections'), to: `/${project}/collections` },
          { label: title, to: `/${project}/collections/${collection.collection}` },
          { label: t('item.batch_title') },
        ]}
      />
      <div className="cms-page">
        <Notice color="accent">{t('item.batch_not_available')}</Notice>
      </div>
    </>
  );
}
