import { fieldLabel } from '../../form/field-label.js';
import { useT } from '../../i18n/use-t.js';
import { SelectField } from '../../ui/SelectField.js';
import { collectionTemplate } from '../display-template.js';
import type { LayoutProps } from '../registry.js';
import { useReadableFields } from '../use-readable-fields.js';
import { DATETIME_TYPES, dateSource } from './calendar-fields.js';
import { TemplateField } from './TemplateField.js';

/**
 * The calendar's settings: a datetime field, or (with none) a date field and a time field, and
 * the display template of the item titles.
 */
export function CalendarOptions({ collection, viewOptions, onViewOptionsChange }: LayoutProps) {
  const { t, locale } = useT();
  const readable = useReadableFields(collection);
  const source = dateSource(readable, viewOptions);
  const none = { value: '', label: t('layouts.none') };
  const options = (types: readonly string[]) => [
    none,
    ...readable
      .filter((field) => types.includes(field.type))
      .map((field) => ({ value: field.field, label: fieldLabel(field, locale) })),
  ];
  const set = (key: string, value: string) =>
    onViewOptionsChange({ ...viewOptions, [key]: value === '' ? null : value });

  return (
    <div className="cms-calendar-options">
      <SelectField
        label={t('calendar.datetime_field')}
        value={source?.kind === 'datetime' ? source.datetime.field : ''}
        options={options(DATETIME_TYPES)}
        onChange={(value) => set('datetime', value)}
      />
      {source?.kind !== 'datetime' ? (
        <>
          <SelectField
            label={t('calendar.date_field')}
            value={source?.kind === 'date' ? source.date.field : ''}
            options={options(['date'])}
            onChange={(value) => set('date', value)}
          />
          <SelectField
            label={t('calendar.time_field')}
            value={source?.kind === 'date' ? (source.time?.field ?? '') : ''}
            options={options(['time'])}
            onChange={(value) => set('time', value)}
          />
        </>
      ) : null}
      <TemplateField
        label={t('calendar.title_template')}
        readable={readable}
        fallback={collectionTemplate(collection, readable)}
        value={typeof viewOptions.title === 'string' ? viewOptions.title : ''}
        onChange={(value) => onViewOptionsChange({ ...viewOptions, title: value })}
      />
    </div>
  );
}
