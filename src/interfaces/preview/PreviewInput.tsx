import { useT } from '../../i18n/use-t.js';
import { Icon } from '../../ui/Icon.js';
import type { InputProps } from '../registry.js';
import { previewUrl } from './preview-url.js';

/**
 * A link to the item's page on the site, made from `url_template` and the item's values (as saved
 * or as edited): it opens in a new tab, with the address beside it. When a value the template
 * names is empty, or the template makes no http(s) address, a note says so instead.
 */
export function PreviewInput({ options, values, id }: InputProps) {
  const { t } = useT();
  const preview = previewUrl(options.url_template, values);
  if (preview.kind !== 'ready') {
    return (
      <p className="cms-field__hint cms-preview__note" id={id}>
        {preview.kind === 'missing'
          ? t('catalogue_interfaces.preview_missing', { fields: preview.fields.join(', ') })
          : t('catalogue_interfaces.preview_invalid')}
      </p>
    );
  }
  return (
    <div className="cms-preview">
      <a
        id={id}
        className="cms-button cms-button--secondary cms-preview__link"
        href={preview.url}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="open_in_new" size={18} />
        {t('catalogue_interfaces.preview_open')}
        <span className="cms-visually-hidden">{t('catalogue_interfaces.new_tab')}</span>
      </a>
      <span className="cms-preview__url" dir="ltr">
        {preview.url}
      </span>
    </div>
  );
}
