import { fieldLabel } from '../../form/field-label.js';
import { useT } from '../../i18n/use-t.js';
import { SelectField } from '../../ui/SelectField.js';
import { TemplateField } from '../calendar/TemplateField.js';
import { collectionTemplate } from '../display-template.js';
import type { LayoutProps } from '../registry.js';
import { useReadableFields } from '../use-readable-fields.js';
import { DATE_TYPES, timelineDateField } from './timeline-groups.js';

/** Fields that hold related rows or nothing to show as a line of text. */
const NOT_SHOWN = ['o2m', 'm2m', 'alias', 'translation', 'group'];

/** The timeline's settings: the date field, the title template, the subtitle and content fields. */
export function TimelineOptions({ collection, viewOptions, onViewOptionsChange }: LayoutProps) {
  const { t, locale } = useT();
  const readable = useReadableFields(collection);
  const dateField = timelineDateField(readable, viewOptions);
  const choices = (keep: (type: string) => boolean, withNone: boolean) => [
    ...(withNone ? [{ value: '', label: t('layouts.none') }] : []),
    ...readable
      .filter((field) => keep(field.type))
      .map((field) => ({ value: field.field, label: fieldLabel(field, locale) })),
  ];
  const set = (key: string, value: string) =>
    onViewOptionsChange({ ...viewOptions, [key]: value === '' ? null : value });
  const named = (key: string) => (typeof viewOptions[key] === 'string' ? viewOptions[key] : '');

  return (
    <div className="cms-timeline-options">
      <SelectField
        label={t('timeline.date_field')}
        value={dateField?.field ?? ''}
        options={choices((type) => DATE_TYPES.includes(type), dateField === null)}
        onChange={(value) => set('date', value)}
      />
      <TemplateField
        label={t('timeline.title_template')}
        readable={readable}
        fallback={collectionTemplate(collection, readable)}
        value={named('title')}
        onChange={(value) => onViewOptionsChange({ ...viewOptions, title: value })}
      />
      <SelectField
        label={t('timeline.subtitle_field')}
        value={named('subtitle')}
        options={choices((type) => !NOT_SHOWN.includes(type), true)}
        onChange={(value) => set('subtitle', value)}
      />
      <SelectField
        label={t('timeline.content_field')}
        value={named('content')}
        options={choices((type) => !NOT_SHOWN.includes(type), true)}
        onChange={(value) => set('content', value)}
      />
    </div>
  );
}
