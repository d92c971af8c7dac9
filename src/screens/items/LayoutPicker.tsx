import { useT } from '../../i18n/use-t.js';
import { listLayouts } from '../../layouts/registry.js';
import { SelectField } from '../../ui/SelectField.js';

interface LayoutPickerProps {
  value: string;
  onChange(layout: string): void;
}

/** Picks the listing's layout among the registered ones; hidden when there is only one. */
export function LayoutPicker({ value, onChange }: LayoutPickerProps) {
  const { t } = useT();
  const layouts = listLayouts();
  if (layouts.length < 2) return null;
  return (
    <SelectField
      label={t('listing.layout')}
      value={value}
      options={layouts.map((entry) => ({
        value: entry.id,
        label: t(`layouts.${entry.id}` as 'layouts.tabular', { defaultValue: entry.name }),
      }))}
      onChange={(value) => onChange(value)}
    />
  );
}
