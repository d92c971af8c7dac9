import { useId } from 'react';
import { useT } from '../../i18n/use-t.js';

/** The search box of the relational pickers (many-to-one, its modal, one/many-to-many). */
export function RelatedSearch({
  value,
  onChange,
}: {
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useT();
  const id = useId();
  return (
    <>
      <label className="cms-visually-hidden" htmlFor={id}>
        {t('interfaces.m2o_search')}
      </label>
      <input
        id={id}
        type="search"
        className="cms-field__control"
        placeholder={t('interfaces.m2o_search')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
