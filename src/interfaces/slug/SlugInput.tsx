import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { primaryKeyField } from '../../schema/collection-meta.js';
import { $collections } from '../../state/schema.js';
import type { InputProps } from '../registry.js';
import { mirroredFieldOf } from './mirrored-field.js';
import { slugify, slugifyTyping } from './slugify.js';

/**
 * A slug that follows another field (option `mirroredField`) on a new item (as v8 does: a saved
 * item's slug is part of its URLs), while it still matches that field's slug or is empty; once
 * edited by hand it stays as typed. Lowercase unless `forceLowercase` is off.
 */
export function SlugInput({
  value,
  field,
  options,
  values,
  readonly,
  onChange,
  id,
  invalid,
}: InputProps) {
  const collections = useStore($collections);
  const collection = collections[field.collection];
  const keyField = collection ? primaryKeyField(collection.fields) : 'id';
  const isNew = values[keyField] == null;
  const mirrored = mirroredFieldOf(options);
  const source = mirrored ? values[mirrored] : undefined;
  const sourceText = source == null ? '' : String(source);
  const previous = useRef(sourceText);
  const current = value == null ? '' : String(value);
  const lowercase = options.forceLowercase !== false;

  useEffect(() => {
    if (readonly || !isNew || !mirrored || previous.current === sourceText) return;
    const follows = current === '' || current === slugify(previous.current, lowercase);
    previous.current = sourceText;
    if (follows) {
      const next = slugify(sourceText, lowercase);
      if (next !== current) onChange(next === '' ? null : next);
    }
  }, [sourceText, current, mirrored, readonly, isNew, onChange, lowercase]);

  return (
    <input
      id={id}
      type="text"
      className="cms-field__control cms-font--monospace"
      value={current}
      readOnly={readonly}
      placeholder={typeof options.placeholder === 'string' ? options.placeholder : undefined}
      aria-invalid={invalid || undefined}
      onChange={(event) => {
        const next = slugifyTyping(event.target.value, lowercase);
        onChange(next === '' ? null : next);
      }}
      onBlur={() => {
        const finished = slugify(current, lowercase);
        if (finished !== current) onChange(finished === '' ? null : finished);
      }}
    />
  );
}
