import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/use-t.js';
import { $collections, $relations } from '../../state/schema.js';
import type { DisplayProps } from '../registry.js';
import { renderTemplate } from '../render-template.js';
import { translationLanguages } from './translation-languages.js';
import {
  presentLanguages,
  rowOfLanguage,
  translationRows,
  translationSetup,
} from './translation-rows.js';

/**
 * The languages an item is translated into ("en-US, de-DE"), in the option's order; with a
 * `template` (`{{title}}`), that template on the first of them. Without the schema: how many.
 */
export function TranslationDisplay({ value, field, options }: DisplayProps) {
  const { t, locale } = useT();
  const relations = useStore($relations);
  const collections = useStore($collections);
  const rows = translationRows(value);
  if (rows.length === 0) return <span className="cms-display" />;
  const setup = translationSetup(field, options, relations, collections);
  if (typeof setup === 'string') {
    return (
      <span className="cms-display">
        {t('relational_interfaces.translation_count', { count: rows.length })}
      </span>
    );
  }
  const order = translationLanguages(options.languages, locale).languages.map((one) => one.code);
  const codes = presentLanguages(rows, setup, order);
  const template = typeof options.template === 'string' ? options.template : '';
  const first = codes[0] === undefined ? null : rowOfLanguage(rows, codes[0], setup);
  const text = first && template.trim() !== '' ? renderTemplate(template, first).trim() : '';
  return <span className="cms-display">{text || codes.join(', ')}</span>;
}
