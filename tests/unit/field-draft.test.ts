import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldInfo } from '../../src/api/types.ts';
import { DEFAULT_STATUS_MAPPING } from '../../src/interfaces/status/default-mapping.ts';
import { statusInterface } from '../../src/interfaces/status/index.ts';
import { datatypesForType } from '../../src/schema/datatypes.ts';
import { datatypeRange } from '../../src/screens/settings/field-wizard/datatype-range.ts';
import {
  changedAttributes,
  columnFollowsRelation,
  type DraftContext,
  defaultValueProblem,
  existingFieldDraft,
  type FieldDraft,
  fieldDefinition,
  lengthEditable,
  lengthProblem,
  nameProblem,
  newFieldDraft,
  nextTab,
  pickInterface,
  primaryAction,
  primaryKeyLock,
  reachableTabs,
  requiredAllowed,
  setDatatype,
  setLength,
  setName,
  setPrimaryKey,
  setRelation,
  setType,
  signedAllowed,
  tabProblem,
  validationProblem,
  type WizardInterface,
  type WizardTab,
  wizardTabs,
} from '../../src/screens/settings/field-wizard/field-draft.ts';
import {
  matchesInterface,
  popularInterfaces,
} from '../../src/screens/settings/field-wizard/interface-choice.ts';

// The field wizard's rules (spec 3 §4 "Field-setup wizard", §5): tabs and the main button, what
// picking an interface or a type resets, the TEXT switch, lengths, names, primary key, default
// values and validation, and what a save sends.

const textInput: WizardInterface = {
  id: 'text-input',
  types: ['string', 'uuid', 'lang', 'slug', 'hash'],
  options: [
    { name: 'placeholder', interface: 'text-input', default: '' },
    { name: 'trim', interface: 'toggle', default: true },
  ],
  recommended: { length: 200 },
};
const toggle: WizardInterface = {
  id: 'toggle',
  types: ['boolean'],
  options: [{ name: 'label', interface: 'text-input', default: 'On' }],
};
const numeric: WizardInterface = { id: 'numeric', types: ['integer', 'decimal', 'sort'] };
const code: WizardInterface = {
  id: 'code',
  types: ['string', 'json'],
  options: [{ name: 'language', interface: 'dropdown', default: 'text/plain' }],
  recommended: { length: 2000 },
};
const status: WizardInterface = {
  id: 'status',
  types: ['status'],
  options: [{ name: 'status_mapping', interface: 'json' }],
  recommended: { length: 20, defaultValue: 'draft', validation: '^[a-z]+$', required: true },
};
const manyToOne: WizardInterface = { id: 'many-to-one', types: ['m2o'], relation: 'm2o' };
const oneToMany: WizardInterface = {
  id: 'one-to-many',
  types: ['o2m'],
  relation: 'o2m',
  options: [{ name: 'fields', interface: 'text-input' }],
};
const file: WizardInterface = { id: 'file', types: ['file'], relation: 'file' };

const context = (vendor: DraftContext['vendor'] = 'mysql'): DraftContext => ({
  vendor,
  collection: 'articles',
  fields: [{ field: 'id', primary_key: true }, { field: 'title' }],
  relations: [],
});

const complete =
  (draft: FieldDraft, ctx = context()) =>
  (tab: WizardTab) =>
    tabProblem(draft, tab, ctx, () => null) === null;

const named = (draft: FieldDraft, name: string) => setName(draft, name);

describe('tabs and the main button', () => {
  test('relation only for m2o/o2m/m2m interfaces, options only with options', () => {
    assert.deepEqual(wizardTabs(null), ['interface', 'schema']);
    assert.deepEqual(wizardTabs(textInput), ['interface', 'schema', 'options']);
    assert.deepEqual(wizardTabs(numeric), ['interface', 'schema']);
    assert.deepEqual(wizardTabs(manyToOne), ['interface', 'schema', 'relation']);
    assert.deepEqual(wizardTabs(oneToMany), ['interface', 'schema', 'relation', 'options']);
    assert.deepEqual(wizardTabs(file), ['interface', 'schema'], 'file has no relation tab');
    assert.deepEqual(
      wizardTabs({ id: 'user', types: ['user'] }),
      ['interface', 'schema'],
      'user has none either',
    );
  });

  test("a new status field starts with the status interface's mapping, written into its options", () => {
    const picked = pickInterface(newFieldDraft(), statusInterface, context());
    assert.deepEqual(picked.options.status_mapping, DEFAULT_STATUS_MAPPING);
    assert.notEqual(
      picked.options.status_mapping,
      DEFAULT_STATUS_MAPPING,
      'a copy, not the constant',
    );
    assert.equal(picked.type, 'status');
    assert.equal(picked.defaultValue, 'draft');
  });

  test('a new field: Next disabled without an interface, then without a name', () => {
    const start = newFieldDraft();
    const tabs = wizardTabs(null);
    assert.deepEqual(primaryAction(start, tabs, complete(start)), { kind: 'next', disabled: true });
    assert.deepEqual([...reachableTabs(start, tabs, complete(start))], ['interface']);

    const picked = pickInterface(start, textInput, context());
    assert.equal(picked.tab, 'schema', 'picking moves straight to the schema tab');
    const pickedTabs = wizardTabs(textInput);
    assert.deepEqual(primaryAction(picked, pickedTabs, complete(picked)), {
      kind: 'next',
      disabled: true,
    });
    assert.deepEqual(
      [...reachableTabs(picked, pickedTabs, complete(picked))],
      ['interface', 'schema'],
    );

    const withName = named(picked, 'Subtitle');
    assert.deepEqual(primaryAction(withName, pickedTabs, complete(withName)), {
      kind: 'next',
      disabled: false,
    });
    assert.equal(nextTab(withName, pickedTabs), 'options');
    const last = { ...withName, tab: nextTab(withName, pickedTabs) };
    assert.deepEqual(primaryAction(last, pickedTabs, complete(last)), {
      kind: 'save',
      disabled: false,
    });
    assert.deepEqual(
      [...reachableTabs(last, pickedTabs, complete(last))],
      ['interface', 'schema', 'options'],
    );
  });

  test('Save on the schema tab when the interface has no options', () => {
    const draft = named(pickInterface(newFieldDraft(), numeric, context()), 'count');
    assert.deepEqual(primaryAction(draft, wizardTabs(numeric), complete(draft)), {
      kind: 'save',
      disabled: false,
    });
  });

  test('the relation tab blocks Next and Save until the relation is complete', () => {
    const draft = named(pickInterface(newFieldDraft(), manyToOne, context()), 'author');
    const tabs = wizardTabs(manyToOne);
    const incomplete = (tab: WizardTab) =>
      tabProblem(draft, tab, context(), () => 'choose_collection') === null;
    assert.ok(draft.relation, 'a relation draft is started');
    assert.equal(draft.relation?.kind, 'm2o');
    const onRelation = { ...draft, tab: 'relation' as const };
    assert.deepEqual(primaryAction(onRelation, tabs, incomplete), {
      kind: 'save',
      disabled: true,
    });
    assert.deepEqual(primaryAction(onRelation, tabs, complete(onRelation)), {
      kind: 'save',
      disabled: false,
    });
  });

  test('a many-to-one takes the related primary key column from the relation tab', () => {
    const draft = named(pickInterface(newFieldDraft(), manyToOne, context()), 'author');
    const relation = {
      ...(draft.relation as NonNullable<FieldDraft['relation']>),
      related: 'people',
      keyColumn: { type: 'string' as const, datatype: 'CHAR', length: 36, signed: true },
    };
    const next = setRelation(draft, relation);
    assert.equal(next.relation, relation);
    assert.equal(next.datatype, 'CHAR');
    assert.equal(next.length, '36');
    assert.equal(fieldDefinition(next, 'mysql').length, 36);
    const existing = setRelation({ ...draft, isNew: false }, relation);
    assert.equal(existing.datatype, draft.datatype, 'an existing column is left alone');
    assert.equal(columnFollowsRelation(draft), false, 'no related collection picked yet');
    assert.equal(columnFollowsRelation(next), true, 'the schema tab locks the datatype');
    assert.equal(columnFollowsRelation(existing), false);
  });

  test('an existing field opens on options (schema without options), every tab open, Save', () => {
    const field: FieldInfo = {
      id: 4,
      collection: 'articles',
      field: 'title',
      type: 'string',
      interface: 'text-input',
      datatype: 'VARCHAR',
      length: 200,
      options: { placeholder: 'Title' },
    };
    const draft = existingFieldDraft(field, textInput, context());
    assert.equal(draft.tab, 'options');
    assert.equal(draft.isNew, false);
    const tabs = wizardTabs(textInput);
    assert.deepEqual([...reachableTabs(draft, tabs, () => false)], tabs);
    assert.equal(primaryAction({ ...draft, tab: 'interface' }, tabs, complete(draft)).kind, 'save');
    assert.equal(setName(draft, 'other').field, 'title', 'the name is locked');
    assert.equal(nameProblem(draft, context()), null, 'its own name does not "already exist"');

    const count = existingFieldDraft(
      { ...field, field: 'count', type: 'integer', interface: 'numeric', datatype: 'INT' },
      numeric,
      context(),
    );
    assert.equal(count.tab, 'schema');
  });
});

describe('picking an interface', () => {
  test('option defaults, the first type, its datatype and the recommended length', () => {
    const draft = pickInterface(
      { ...newFieldDraft(), options: { stale: 1 } },
      textInput,
      context(),
    );
    assert.deepEqual(draft.options, { placeholder: '', trim: true });
    assert.equal(draft.type, 'string');
    assert.equal(draft.datatype, 'VARCHAR');
    assert.equal(draft.length, '200');
  });

  test('recommended default value, validation and required', () => {
    const draft = pickInterface(newFieldDraft(), status, context());
    assert.equal(draft.type, 'status');
    assert.equal(draft.datatype, 'VARCHAR');
    assert.equal(draft.length, '20');
    assert.equal(draft.defaultValue, 'draft');
    assert.equal(draft.validation, '^[a-z]+$');
    assert.equal(draft.required, true);
  });

  test('a recommended length above 255 on a string makes it TEXT', () => {
    const draft = pickInterface(newFieldDraft(), code, context());
    assert.equal(draft.type, 'string');
    assert.equal(draft.datatype, 'TEXT');
  });

  test('an existing field keeps its type when the new interface allows it', () => {
    const field: FieldInfo = {
      id: 1,
      collection: 'articles',
      field: 'body',
      type: 'string',
      interface: 'text-input',
      datatype: 'VARCHAR',
      length: 100,
    };
    const draft = pickInterface(existingFieldDraft(field, textInput, context()), code, context());
    assert.equal(draft.type, 'string');
    assert.equal(draft.datatype, 'VARCHAR');
    assert.equal(draft.length, '100');
    assert.deepEqual(draft.options, { language: 'text/plain' });
  });
});

describe('type, datatype and length', () => {
  const base = () => named(pickInterface(newFieldDraft(), numeric, context()), 'count');

  test('changing the type resets the datatype to the vendor default', () => {
    const draft = { ...base(), datatype: 'BIGINT' };
    const decimal = setType(draft, 'decimal', 'mysql');
    assert.equal(decimal.datatype, 'DECIMAL');
    assert.equal(decimal.length, '10,10');
    assert.equal(setType(decimal, 'integer', 'mysql').datatype, 'INT');
    assert.equal(setType(decimal, 'boolean', 'postgres').datatype, 'BOOLEAN');
    assert.equal(setType(decimal, 'boolean', 'mysql').datatype, 'TINYINT');
    assert.equal(setType(decimal, 'o2m', 'mysql').datatype, '', 'no column, no datatype');
  });

  test('changing the datatype resets the length: CHAR 50, VARCHAR 255, DECIMAL 10,10', () => {
    const draft = setType(base(), 'string', 'mysql');
    assert.equal(setDatatype(draft, 'CHAR', 'mysql').length, '50');
    assert.equal(setDatatype(draft, 'VARCHAR', 'mysql').length, '255');
    assert.equal(setDatatype(draft, 'TEXT', 'mysql').length, '');
  });

  test('a string length above 255 switches to TEXT; 255 stays VARCHAR', () => {
    const draft = setType(base(), 'string', 'postgres');
    assert.equal(setLength(draft, '255', 'postgres').datatype, 'VARCHAR');
    assert.equal(setLength(draft, '256', 'postgres').datatype, 'TEXT');
    const char = setDatatype(draft, 'CHAR', 'mysql');
    assert.equal(setLength(char, '300', 'mysql').datatype, 'TEXT');
    const uuid = setType(base(), 'uuid', 'mysql');
    assert.equal(setLength(uuid, '300', 'mysql').datatype, 'VARCHAR', 'only string types');
  });

  test('length input only where the datatype takes one', () => {
    const string = setType(base(), 'string', 'mysql');
    assert.equal(lengthEditable(string, 'mysql'), true);
    assert.equal(lengthEditable(setDatatype(string, 'TEXT', 'mysql'), 'mysql'), false);
    const integer = setType(base(), 'integer', 'mysql');
    assert.equal(lengthEditable(integer, 'mysql'), true, 'MySQL display width');
    assert.equal(lengthEditable(integer, 'postgres'), false);
    assert.equal(lengthEditable(setType(base(), 'date', 'mysql'), 'mysql'), false);
    assert.equal(lengthEditable(setType(base(), 'decimal', 'sqlite'), 'sqlite'), true);
  });

  test('lengths beyond the maximum are refused', () => {
    const string = setType(base(), 'string', 'mysql');
    const char = setDatatype(string, 'CHAR', 'mysql');
    assert.equal(lengthProblem({ ...char, length: '255' }, 'mysql'), null);
    assert.deepEqual(lengthProblem({ ...char, length: '256' }, 'mysql'), {
      problem: 'too_long',
      max: 255,
    });
    assert.deepEqual(lengthProblem({ ...string, length: 'abc' }, 'mysql'), {
      problem: 'not_a_number',
    });
    assert.deepEqual(lengthProblem({ ...string, length: '0' }, 'mysql'), {
      problem: 'not_a_number',
    });
    const uuid = setType(base(), 'uuid', 'postgres');
    assert.deepEqual(lengthProblem({ ...uuid, length: '70000' }, 'postgres'), {
      problem: 'too_long',
      max: 65535,
    });
    assert.deepEqual(lengthProblem({ ...uuid, length: '20000' }, 'mysql'), {
      problem: 'too_long',
      max: 16383,
    });
  });

  test('decimal lengths are digits,decimals up to 65,30 with decimals ≤ digits', () => {
    const decimal = setType(base(), 'decimal', 'mysql');
    assert.equal(lengthProblem({ ...decimal, length: '65,30' }, 'mysql'), null);
    assert.equal(lengthProblem({ ...decimal, length: '12' }, 'mysql'), null);
    assert.equal(
      lengthProblem({ ...decimal, length: '66,2' }, 'mysql')?.problem,
      'precision_too_big',
    );
    assert.equal(
      lengthProblem({ ...decimal, length: '40,31' }, 'mysql')?.problem,
      'precision_too_big',
    );
    assert.equal(
      lengthProblem({ ...decimal, length: '5,6' }, 'mysql')?.problem,
      'decimals_above_digits',
    );
    assert.equal(
      lengthProblem({ ...decimal, length: '5.2' }, 'mysql')?.problem,
      'precision_format',
    );
    assert.equal(setLength(decimal, ' 8, 2', 'mysql').length, '8,2', 'spaces dropped');
  });

  test('each vendor gets its own datatypes and defaults', () => {
    for (const [vendor, boolean, integers] of [
      ['mysql', 'TINYINT', ['TINYINT', 'SMALLINT', 'MEDIUMINT', 'INT', 'BIGINT']],
      ['postgres', 'BOOLEAN', ['SMALLINT', 'INT', 'BIGINT']],
      ['sqlite', 'BOOLEAN', ['INT']],
    ] as const) {
      const flag = pickInterface(newFieldDraft(), toggle, context(vendor));
      assert.equal(flag.datatype, boolean, `${vendor} boolean`);
      assert.equal(flag.length, '', `${vendor} boolean takes no length`);
      const count = pickInterface(newFieldDraft(), numeric, context(vendor));
      assert.equal(count.datatype, 'INT');
      assert.deepEqual(datatypesForType(count.type, vendor).offer, integers);
      assert.equal(
        pickInterface(newFieldDraft(), textInput, context(vendor)).length,
        '200',
        `${vendor} recommended length`,
      );
    }
  });

  test('signed only for integers', () => {
    assert.equal(signedAllowed(setType(base(), 'integer', 'mysql')), true);
    assert.equal(signedAllowed(setType(base(), 'decimal', 'mysql')), false);
    assert.equal(signedAllowed(setType(base(), 'string', 'mysql')), false);
  });

  test('datatypes offered per vendor, with their range help', () => {
    const integer = setType(base(), 'integer', 'mysql');
    assert.deepEqual(datatypeRange('TINYINT', 'mysql', 'en-US'), {
      key: 'range_numbers',
      values: { min: '-128', max: '127' },
    });
    assert.deepEqual(datatypeRange('INT', 'sqlite', 'en-US')?.values, {
      min: '-9,223,372,036,854,775,808',
      max: '9,223,372,036,854,775,807',
    });
    assert.deepEqual(datatypeRange('VARCHAR', 'postgres', 'en-US')?.values, { max: '65,535' });
    assert.equal(datatypeRange('TEXT', 'postgres', 'en-US')?.key, 'range_text_any');
    assert.equal(integer.datatype, 'INT');
  });
});

describe('the name', () => {
  const draft = () => pickInterface(newFieldDraft(), textInput, context());

  test('slugged as typed', () => {
    assert.equal(setName(draft(), 'Published On').field, 'published_on');
    assert.equal(setName(draft(), 'Café--Menu!').field, 'cafe_menu');
  });

  test('empty, already existing, too long or invalid', () => {
    assert.equal(nameProblem(setName(draft(), ''), context()), 'empty');
    assert.equal(nameProblem(setName(draft(), 'Title'), context()), 'exists');
    assert.equal(nameProblem(setName(draft(), 'x'.repeat(64)), context()), 'too_long');
    assert.equal(nameProblem(setName(draft(), 'x'.repeat(63)), context()), null);
    assert.equal(nameProblem(setName(draft(), '2nd'), context()), 'invalid');
    assert.equal(nameProblem(setName(draft(), 'subtitle'), context()), null);
  });

  test('a name that exists keeps Next disabled', () => {
    const exists = setName(draft(), 'title');
    assert.equal(primaryAction(exists, wizardTabs(textInput), complete(exists)).disabled, true);
  });
});

describe('primary key and required', () => {
  test('only one primary key per collection', () => {
    const draft = named(pickInterface(newFieldDraft(), numeric, context()), 'other_id');
    assert.equal(primaryKeyLock(draft, context()), 'only_one');
    assert.equal(setPrimaryKey(draft, true, context()).primaryKey, false);
    const noKey: DraftContext = { ...context(), fields: [{ field: 'title' }] };
    assert.equal(primaryKeyLock(draft, noKey), null);
    const keyed = setPrimaryKey({ ...draft, required: true }, true, noKey);
    assert.equal(keyed.primaryKey, true);
    assert.equal(keyed.required, false, 'a primary key is not "required"');
    assert.equal(requiredAllowed(keyed), false);
  });

  test('the existing primary key cannot be disabled', () => {
    const field: FieldInfo = {
      id: 1,
      collection: 'articles',
      field: 'id',
      type: 'integer',
      interface: 'primary-key',
      datatype: 'INT',
      primary_key: true,
    };
    const draft = existingFieldDraft(field, { id: 'primary-key', types: ['integer'] }, context());
    assert.equal(primaryKeyLock(draft, context()), 'cannot_disable');
    assert.equal(setPrimaryKey(draft, false, context()).primaryKey, true);
  });

  test('required is off for alias types', () => {
    const alias = setType(newFieldDraft(), 'o2m', 'mysql');
    assert.equal(requiredAllowed(alias), false);
    assert.equal(requiredAllowed(setType(newFieldDraft(), 'string', 'mysql')), true);
  });
});

describe('default values and validation', () => {
  const typed = (type: string, defaultValue: string, vendor: DraftContext['vendor'] = 'mysql') => ({
    ...setType(newFieldDraft(), type, vendor),
    defaultValue,
  });

  test('numbers for numeric types', () => {
    assert.equal(defaultValueProblem(typed('integer', '12'), 'mysql'), null);
    assert.equal(defaultValueProblem(typed('integer', '-3'), 'mysql'), null);
    assert.deepEqual(defaultValueProblem(typed('integer', '1.5'), 'mysql'), { problem: 'integer' });
    assert.deepEqual(defaultValueProblem(typed('integer', 'ten'), 'mysql'), { problem: 'integer' });
    assert.equal(defaultValueProblem(typed('decimal', '1.5'), 'mysql'), null);
    assert.deepEqual(defaultValueProblem(typed('decimal', '1,5'), 'mysql'), { problem: 'number' });
  });

  test('true or false for booleans, real dates and times', () => {
    assert.equal(defaultValueProblem(typed('boolean', 'true'), 'mysql'), null);
    assert.deepEqual(defaultValueProblem(typed('boolean', 'yes'), 'mysql'), { problem: 'boolean' });
    assert.equal(defaultValueProblem(typed('date', '2024-02-29'), 'mysql'), null);
    assert.deepEqual(defaultValueProblem(typed('date', '2023-02-29'), 'mysql'), {
      problem: 'date',
    });
    assert.equal(defaultValueProblem(typed('datetime', '2024-01-02 10:20:30'), 'mysql'), null);
    assert.deepEqual(defaultValueProblem(typed('datetime', '2024-01-02 25:00'), 'mysql'), {
      problem: 'datetime',
    });
    assert.equal(defaultValueProblem(typed('time', '23:59'), 'mysql'), null);
    assert.deepEqual(defaultValueProblem(typed('time', '24:00'), 'mysql'), { problem: 'time' });
    assert.equal(defaultValueProblem(typed('json', '{"a":1}'), 'mysql'), null);
    assert.deepEqual(defaultValueProblem(typed('json', '{a:1}'), 'mysql'), { problem: 'json' });
  });

  test('a string within the length', () => {
    const short = { ...setDatatype(typed('string', 'abcdef'), 'CHAR', 'mysql'), length: '5' };
    assert.deepEqual(defaultValueProblem(short, 'mysql'), { problem: 'text_too_long', max: 5 });
    assert.equal(defaultValueProblem({ ...short, length: '6' }, 'mysql'), null);
  });

  test('no default value for o2m and translation', () => {
    assert.equal(
      setType({ ...newFieldDraft(), defaultValue: 'x' }, 'o2m', 'mysql').defaultValue,
      '',
    );
    assert.equal(defaultValueProblem(typed('translation', 'x'), 'mysql'), null);
  });

  test('the validation pattern is checked as a regular expression', () => {
    assert.equal(validationProblem({ ...newFieldDraft(), validation: '^[a-z]+$' }), null);
    assert.equal(typeof validationProblem({ ...newFieldDraft(), validation: '([a-z' }), 'string');
    const broken = {
      ...named(pickInterface(newFieldDraft(), numeric, context()), 'count'),
      validation: '(',
    };
    assert.equal(primaryAction(broken, wizardTabs(numeric), complete(broken)).disabled, true);
  });
});

describe('what a save sends', () => {
  test('a new field: its column, sort and typed values', () => {
    const draft = {
      ...setLength(
        named(pickInterface(newFieldDraft(), numeric, context()), 'Count'),
        '11',
        'mysql',
      ),
      defaultValue: '3',
      signed: false,
      note: 'How many',
      translation: [
        { locale: 'de-DE', translation: 'Anzahl' },
        { locale: 'fr-FR', translation: ' ' },
      ],
    };
    assert.deepEqual(fieldDefinition(draft, 'mysql', 3), {
      field: 'count',
      type: 'integer',
      interface: 'numeric',
      options: null,
      required: false,
      readonly: false,
      hidden_detail: false,
      hidden_browse: false,
      validation: null,
      width: 'full',
      note: 'How many',
      translation: [{ locale: 'de-DE', translation: 'Anzahl' }],
      datatype: 'INT',
      length: 11,
      default_value: 3,
      unique: false,
      indexed: false,
      primary_key: false,
      signed: false,
      sort: 3,
    });
  });

  test('alias types send no datatype; decimals send "digits,decimals"; booleans true/false', () => {
    const alias = fieldDefinition(
      named(setType(newFieldDraft(), 'o2m', 'mysql'), 'comments'),
      'mysql',
    );
    assert.equal('datatype' in alias, false);
    assert.equal('length' in alias, false);
    assert.equal('default_value' in alias, false);
    const decimal = fieldDefinition(
      { ...setType(named(newFieldDraft(), 'price'), 'decimal', 'mysql'), length: '8,2' },
      'mysql',
    );
    assert.equal(decimal.length, '8,2');
    const flag = fieldDefinition(
      { ...setType(named(newFieldDraft(), 'on'), 'boolean', 'sqlite'), defaultValue: 'false' },
      'sqlite',
    );
    assert.equal(flag.default_value, false);
    assert.equal(flag.datatype, 'BOOLEAN');
    const text = fieldDefinition(
      { ...setType(named(newFieldDraft(), 'body'), 'string', 'mysql'), datatype: 'TEXT' },
      'mysql',
    );
    assert.equal(text.length, null, 'TEXT takes no length');
  });

  test('an edit sends only what changed', () => {
    const field: FieldInfo = {
      id: 4,
      collection: 'articles',
      field: 'title',
      type: 'string',
      interface: 'text-input',
      datatype: 'VARCHAR',
      length: 200,
      required: false,
      note: null,
      options: { placeholder: '', trim: true },
    };
    const before = existingFieldDraft(field, textInput, context());
    const after = { ...before, required: true, options: { placeholder: 'Title', trim: true } };
    assert.deepEqual(
      changedAttributes(fieldDefinition(before, 'mysql'), fieldDefinition(after, 'mysql')),
      { required: true, options: { placeholder: 'Title', trim: true } },
    );
    assert.deepEqual(
      changedAttributes(fieldDefinition(before, 'mysql'), fieldDefinition(before, 'mysql')),
      {},
    );
  });
});

describe('interface choice', () => {
  const all = [
    { id: 'numeric', name: 'Numeric' },
    { id: 'many-to-one', name: 'Many to one' },
    { id: 'toggle', name: 'Toggle' },
    { id: 'text-input', name: 'Text input' },
  ];

  test('popular ones in the spec order, registered ones only', () => {
    assert.deepEqual(
      popularInterfaces(all).map((entry) => entry.id),
      ['text-input', 'toggle', 'many-to-one'],
    );
  });

  test('search by name or id', () => {
    assert.equal(matchesInterface(all[1], 'many'), true);
    assert.equal(matchesInterface(all[1], 'TO ONE'), true);
    assert.equal(matchesInterface(all[3], 'text-in'), true);
    assert.equal(matchesInterface(all[0], 'toggle'), false);
    assert.equal(matchesInterface(all[0], '  '), true);
  });
});
