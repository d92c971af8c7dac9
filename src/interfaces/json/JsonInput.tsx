import { useId, useState } from 'react';
import { valuesEqual } from '../../form/values-equal.js';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { registerStyles } from '../../ui/styles.js';
import codeFieldCss from '../code-editor/code-field.css';
import { LazyCodeEditor } from '../code-editor/LazyCodeEditor.js';
import { useOwnReports } from '../code-editor/use-own-reports.js';
import type { InputProps } from '../registry.js';
import { type JsonProblem, parseJson, toJsonText } from './json-text.js';

registerStyles(codeFieldCss);

export { toJsonText } from './json-text.js';

/** Whether the field keeps JSON itself (json, array) rather than its text (string, text). */
function storesParsed(type: string): boolean {
  return type === 'json' || type === 'array';
}

/** The value as text: JSON values stringified, a text field's JSON as stored. */
function shownText(value: unknown, parsed: boolean): string {
  if (!parsed && typeof value === 'string') return value;
  return toJsonText(value);
}

/** The template option as the value and text it fills an empty field with. */
function templateOf(template: unknown): string | null {
  if (template == null || template === '') return null;
  return typeof template === 'string' ? template : toJsonText(template);
}

/**
 * JSON in the code editor. Valid text is staged (parsed for json fields, as text for text
 * fields); invalid text keeps the last valid value staged, shows where and why it fails, and
 * stays as typed. Format re-indents valid text.
 */
export function JsonInput({ value, readonly, onChange, id, invalid, field, options }: InputProps) {
  const { t } = useT();
  const parsed = storesParsed(field.type);
  const [text, setText] = useState(() => shownText(value, parsed));
  const [problem, setProblem] = useState<JsonProblem | null>(null);
  const problemId = useId();
  const hintId = useId();
  const template = templateOf(options.template);

  const report = useOwnReports(value, (outside) => {
    // Follow outside changes (clear, reset, undo), but keep the text when it already means them.
    const current = text.trim() === '' ? { ok: true as const, value: null } : parseJson(text);
    const same = current.ok && (parsed ? valuesEqual(current.value, outside) : text === outside);
    if (!same) {
      setText(shownText(outside, parsed));
      setProblem(null);
    }
  });

  const stage = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setProblem(null);
      report(null);
      onChange(null);
      return;
    }
    const result = parseJson(next);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    const staged = parsed ? result.value : next;
    report(staged);
    onChange(staged);
  };

  const format = () => {
    const result = parseJson(text);
    if (result.ok) stage(JSON.stringify(result.value, null, 2));
  };

  const describedBy = [problem ? problemId : null, readonly ? null : hintId]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="cms-code-field">
      {readonly ? null : (
        <div className="cms-code-field__actions">
          {template !== null && text.trim() === '' ? (
            <Button onClick={() => stage(template)}>{t('code_interface.fill_template')}</Button>
          ) : null}
          <Button onClick={format} disabled={problem !== null || text.trim() === ''}>
            {t('code_interface.format')}
          </Button>
        </div>
      )}
      <LazyCodeEditor
        id={id}
        text={text}
        onText={stage}
        language="application/json"
        lineNumbers={options.lineNumber !== false}
        readonly={readonly}
        invalid={invalid || problem !== null}
        describedBy={describedBy || undefined}
        problemAt={problem?.offset ?? null}
      />
      {problem ? (
        <p className="cms-code-field__problem" id={problemId} role="alert">
          {t('code_interface.json_invalid', {
            line: problem.line,
            column: problem.column,
            what:
              problem.found === null
                ? t('code_interface.json_ends_early')
                : t('code_interface.json_unexpected', {
                    found: JSON.stringify(problem.found).slice(1, -1),
                  }),
          })}
        </p>
      ) : null}
      {readonly ? null : (
        <div className="cms-code-field__footer">
          <span className="cms-code-field__hint" id={hintId}>
            {t('code_interface.keyboard_hint')}
          </span>
        </div>
      )}
    </div>
  );
}
