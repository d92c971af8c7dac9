import { useEffect, useRef, useState } from 'react';
import { valuesEqual } from '../../form/values-equal.js';
import { useT } from '../../i18n/use-t.js';
import type { InputProps } from '../registry.js';

/** The value as editable JSON text. */
export function toJsonText(value: unknown): string {
  if (value == null) return '';
  return JSON.stringify(value, null, 2);
}

/**
 * JSON in a monospace textarea. Valid text is staged as the parsed value; invalid text shows the
 * parse error and stages nothing, so a half-typed document is never saved.
 */
export function JsonInput({ value, readonly, onChange, id, invalid }: InputProps) {
  const { t } = useT();
  const [text, setText] = useState(() => toJsonText(value));
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = `${id}-problem`;

  const textRef = useRef(text);
  textRef.current = text;

  useEffect(() => {
    // Follow outside changes (clear, reset, undo), but not the echo of our own edit.
    const current = textRef.current;
    let same = false;
    try {
      same = current.trim() === '' ? value == null : valuesEqual(JSON.parse(current), value);
    } catch {
      // Invalid text: an outside change replaces it.
    }
    if (!same) {
      setText(toJsonText(value));
      setProblem(null);
    }
  }, [value]);

  return (
    <div className="cms-json-input">
      <textarea
        id={id}
        className="cms-field__control cms-font--monospace"
        value={text}
        readOnly={readonly}
        rows={8}
        spellCheck={false}
        aria-invalid={invalid || problem !== null || undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (next.trim() === '') {
            setProblem(null);
            onChange(null);
            return;
          }
          try {
            const parsed: unknown = JSON.parse(next);
            setProblem(null);
            onChange(parsed);
          } catch (error) {
            setProblem(error instanceof Error ? error.message : String(error));
          }
        }}
      />
      {problem ? (
        <p className="cms-form-field__problem" id={problemId} role="alert">
          {t('interfaces.json_invalid', { message: problem })}
        </p>
      ) : null}
    </div>
  );
}
