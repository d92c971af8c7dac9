import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { FieldInfo } from '../api/types.js';
import '../interfaces/index.js';
import { $collections, $relations } from '../state/schema.js';
import { registerStyles } from '../ui/styles.js';
import { FormField } from './FormField.js';
import { fieldWidths, formFields, isFieldReadonly, isFieldRequired } from './field-rules.js';
import { focusField } from './focus-field.js';
import css from './form.css';
import { equalityFor } from './relational-equal.js';

registerStyles(css);

export interface ItemFormProps {
  fields: Readonly<Record<string, FieldInfo>>;
  values: Record<string, unknown>;
  edits: Record<string, unknown>;
  onStage(field: string, value: unknown, equal?: (a: unknown, b: unknown) => boolean): void;
  onUndo(field: string): void;
  /** The user may write this item (update, or create for a new one). */
  canWrite: boolean;
  readBlacklist?: readonly string[];
  writeBlacklist?: readonly string[];
  /** Validation messages per field name. */
  problems?: Record<string, string>;
  /** Changes when new messages are reported: focus moves to the first field with one. */
  problemsRound?: number;
}

/** The item form, driven by field metadata (spec 2 §5): a two-column grid of fields. */
export function ItemForm({
  fields,
  values,
  edits,
  onStage,
  onUndo,
  canWrite,
  readBlacklist = [],
  writeBlacklist = [],
  problems = {},
  problemsRound = 0,
}: ItemFormProps) {
  const relations = useStore($relations);
  const collections = useStore($collections);
  const shown = formFields(fields, readBlacklist);
  const widths = fieldWidths(shown);
  const form = useRef<HTMLDivElement>(null);
  const latestProblems = useRef(problems);
  latestProblems.current = problems;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per report, not per render
  useEffect(() => {
    if (problemsRound === 0 || !form.current) return;
    const first = shown.find((field) => field.field in latestProblems.current);
    if (first) focusField(form.current, first.field);
  }, [problemsRound]);

  return (
    <div className="cms-form" ref={form}>
      {shown.map((field, index) => (
        <FormField
          key={field.field}
          field={field}
          width={widths[index] ?? 'full'}
          value={values[field.field] ?? null}
          values={values}
          staged={field.field in edits}
          readonly={isFieldReadonly(field, { writeBlacklist, canWrite })}
          required={isFieldRequired(field)}
          onChange={(value) =>
            onStage(field.field, value, equalityFor(field, relations, collections))
          }
          onUndo={() => onUndo(field.field)}
          problem={problems[field.field]}
        />
      ))}
    </div>
  );
}
