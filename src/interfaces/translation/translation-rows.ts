import type { CollectionInfo, FieldInfo, Relation } from '../../api/types.js';
import { primaryKeyField } from '../../schema/collection-meta.js';
import { isFlagSet } from '../../schema/flags.js';
import { manyToOneTarget, relatedKey } from '../relation-of.js';
import { DELETE_MARK, type ToManyInfo, toManyInfo } from '../relational/to-many.js';

// A translation field's value is the rows of its translations collection (an O2M), one per
// language. Editing stages those rows as the one-to-many interfaces do: a changed row keeps its
// key (an update), a language without one gets a row without a key (a create), a cleared saved
// row is marked `$delete` (relational/to-many.ts turns all three into the save's changes).

type Row = Record<string, unknown>;

export interface TranslationSetup {
  info: ToManyInfo;
  /** The translations collection's field holding the language code. */
  languageField: string;
  /** When the language field is a many-to-one to a languages collection: that collection's key. */
  languageKey: string;
  /** The fields a translation is edited with (not its key, the key back, the language). */
  fields: FieldInfo[];
}

export type TranslationProblem = 'no_relation' | 'no_language_field';

export function translationSetup(
  field: FieldInfo,
  options: Record<string, unknown>,
  relations: readonly Relation[],
  collections: Readonly<Record<string, CollectionInfo>>,
): TranslationSetup | TranslationProblem {
  const info = toManyInfo(field, relations, collections);
  if (info?.kind !== 'o2m') return 'no_relation';
  const translations = collections[info.rowsCollection];
  const all = Object.values(translations?.fields ?? {});
  const named = typeof options.languageField === 'string' ? options.languageField.trim() : '';
  // Unset: the collection's field of the `lang` type, as the server's `lang` query finds it.
  const languageField = named || all.find((one) => one.type === 'lang')?.field || '';
  if (languageField === '' || (translations && !translations.fields[languageField])) {
    return 'no_language_field';
  }
  const languageInfo = translations?.fields[languageField];
  const languagesCollection = languageInfo ? manyToOneTarget(languageInfo, relations) : null;
  const languageKey =
    languagesCollection && collections[languagesCollection]
      ? primaryKeyField(collections[languagesCollection].fields)
      : 'id';
  const fields = all.filter(
    (one) =>
      one.field !== info.rowsKey &&
      one.field !== info.foreignKey &&
      one.field !== languageField &&
      !isFlagSet(one.primary_key),
  );
  return { info, languageField, languageKey, fields };
}

export function translationRows(value: unknown): Row[] {
  return Array.isArray(value)
    ? value.filter((row): row is Row => row !== null && typeof row === 'object')
    : [];
}

/** The language code of a row (its language field, or the key of the language it points at). */
export function languageOf(row: Row, setup: TranslationSetup): string | null {
  const code = relatedKey(row[setup.languageField], setup.languageKey);
  return code == null ? null : String(code);
}

const isDeleted = (row: Row) => row[DELETE_MARK] === true;

/** The live row of a language (not one staged for deletion), or null. */
export function rowOfLanguage(rows: readonly Row[], code: string, setup: TranslationSetup) {
  return rows.find((row) => !isDeleted(row) && languageOf(row, setup) === code) ?? null;
}

/** The language's saved row is staged for deletion (and no new row replaces it yet). */
export function isLanguageCleared(rows: readonly Row[], code: string, setup: TranslationSetup) {
  return (
    rowOfLanguage(rows, code, setup) === null &&
    rows.some((row) => isDeleted(row) && languageOf(row, setup) === code)
  );
}

/** The rows with one field of a language changed; a language without a row gets a new one. */
export function withTranslationValue(
  rows: readonly Row[],
  code: string,
  name: string,
  value: unknown,
  setup: TranslationSetup,
): Row[] {
  const row = rowOfLanguage(rows, code, setup);
  if (!row) return [...rows, { [setup.languageField]: code, [name]: value }];
  return rows.map((one) => (one === row ? { ...row, [name]: value } : one));
}

/** "Clear translation": a saved row is staged for deletion, a new one is dropped. */
export function withoutTranslation(
  rows: readonly Row[],
  code: string,
  setup: TranslationSetup,
): Row[] {
  const row = rowOfLanguage(rows, code, setup);
  if (!row) return [...rows];
  const key = row[setup.info.rowsKey];
  if (key == null) return rows.filter((one) => one !== row);
  return rows.map((one) =>
    one === row
      ? { [setup.info.rowsKey]: key, [setup.languageField]: code, [DELETE_MARK]: true }
      : one,
  );
}

const filled = (value: unknown) =>
  value != null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** A language has content when its live row fills any of the translated fields. */
export function hasTranslation(row: Row | null, setup: TranslationSetup): boolean {
  return row !== null && setup.fields.some((one) => filled(row[one.field]));
}

/** The languages with a live row, in the order of `order` first, then as the rows list them. */
export function presentLanguages(
  rows: readonly Row[],
  setup: TranslationSetup,
  order: readonly string[],
): string[] {
  const present = new Set<string>();
  for (const row of rows) {
    const code = isDeleted(row) ? null : languageOf(row, setup);
    if (code !== null) present.add(code);
  }
  return [
    ...order.filter((code) => present.has(code)),
    ...[...present].filter((code) => !order.includes(code)),
  ];
}
