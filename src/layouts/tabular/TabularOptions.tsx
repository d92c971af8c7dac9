import { useT } from '../../i18n/use-t.js';
import { useListingReadBlacklist } from '../../permissions/use-grants.js';
import { Button } from '../../ui/Button.js';
import { readableFields, viewColumns } from '../fields.js';
import type { LayoutProps } from '../registry.js';
import { columnLabel } from './column-label.js';

/** The column picker of the info sidebar: which fields show, and in what order. */
export function TabularOptions({ collection, viewQuery, onViewQueryChange }: LayoutProps) {
  const { t } = useT();
  const blacklist = useListingReadBlacklist(collection);
  const shown = viewColumns(collection, blacklist, viewQuery.fields).map((field) => field.field);
  const others = readableFields(collection, blacklist)
    .map((field) => field.field)
    .filter((name) => !shown.includes(name));

  const save = (fields: string[]) => onViewQueryChange({ ...viewQuery, fields: fields.join(',') });
  const move = (index: number, by: number) => {
    const next = [...shown];
    const [entry] = next.splice(index, 1);
    if (entry === undefined) return;
    next.splice(index + by, 0, entry);
    save(next);
  };

  return (
    <fieldset className="cms-fieldset">
      <legend>{t('layouts.columns')}</legend>
      <ul className="cms-tabular-options">
        {[...shown, ...others].map((name, index) => {
          const field = collection.fields[name];
          const label = field ? columnLabel(field) : name;
          const isShown = index < shown.length;
          return (
            <li key={name}>
              <label>
                <input
                  type="checkbox"
                  checked={isShown}
                  disabled={isShown && shown.length === 1}
                  onChange={() =>
                    save(isShown ? shown.filter((entry) => entry !== name) : [...shown, name])
                  }
                />{' '}
                {label}
              </label>
              {isShown ? (
                <>
                  <Button
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={t('layouts.move_up', { field: label })}
                  >
                    ↑
                  </Button>
                  <Button
                    disabled={index === shown.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={t('layouts.move_down', { field: label })}
                  >
                    ↓
                  </Button>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
