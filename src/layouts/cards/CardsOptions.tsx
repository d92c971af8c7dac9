import { useT } from '../../i18n/use-t.js';
import { titleCase } from '../../shell/collection-title.js';
import { SelectField } from '../../ui/SelectField.js';
import type { LayoutProps } from '../registry.js';
import { useReadableFields } from '../use-readable-fields.js';
import { type CardLine, cardFields } from './card-fields.js';

/** The cards layout's settings: title, subtitle, content and image fields, and the image fit. */
export function CardsOptions({ collection, viewOptions, onViewOptionsChange }: LayoutProps) {
  const { t } = useT();
  const visible = useReadableFields(collection);
  const current = cardFields(visible, viewOptions);
  const none = { value: '', label: t('layouts.none') };
  const options = (filter: (type: string) => boolean, line?: CardLine | null) => [
    none,
    // A template the view carries (the users' "{{first_name}} {{last_name}}") stays choosable.
    ...(line?.template ? [{ value: line.template, label: line.template }] : []),
    ...visible
      .filter((field) => filter(field.type))
      .map((field) => ({ value: field.field, label: titleCase(field.field) })),
  ];
  const lineValue = (line: CardLine | null) => line?.template ?? line?.field?.field ?? '';
  const text = (type: string) => !['o2m', 'm2m', 'alias', 'file', 'translation'].includes(type);
  const set = (key: string, value: string) =>
    onViewOptionsChange({ ...viewOptions, [key]: value || null });

  return (
    <div className="cms-cards-options">
      <SelectField
        label={t('layouts.title_field')}
        value={lineValue(current.title)}
        options={options(text, current.title)}
        onChange={(value) => set('title', value)}
      />
      <SelectField
        label={t('layouts.subtitle_field')}
        value={lineValue(current.subtitle)}
        options={options(text, current.subtitle)}
        onChange={(value) => set('subtitle', value)}
      />
      <SelectField
        label={t('layouts.content_field')}
        value={lineValue(current.content)}
        options={options(text, current.content)}
        onChange={(value) => set('content', value)}
      />
      <SelectField
        label={t('layouts.image_field')}
        value={current.image?.field ?? ''}
        options={options((type) => type === 'file')}
        onChange={(value) => set('src', value)}
      />
      <SelectField
        label={t('layouts.image_fit')}
        value={current.fit}
        options={[
          { value: 'crop', label: t('layouts.fit_crop') },
          { value: 'contain', label: t('layouts.fit_contain') },
        ]}
        onChange={(value) => set('fit', value)}
      />
    </div>
  );
}
