import { useId, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { registerStyles } from '../../ui/styles.js';
import codeFieldCss from '../code-editor/code-field.css';
import { LazyCodeEditor } from '../code-editor/LazyCodeEditor.js';
import { useOwnReports } from '../code-editor/use-own-reports.js';
import { JsonInput } from '../json/JsonInput.js';
import type { InputProps } from '../registry.js';
import { CODE_LANGUAGES, codeLanguage, DEFAULT_LANGUAGE } from './code-languages.js';
import { templateText } from './template-text.js';

registerStyles(codeFieldCss);

const asText = (value: unknown) => (value == null ? '' : String(value));

/** Code: JSON (a json field, or the JSON language) is validated and stored as JsonInput does. */
export function CodeInput(props: InputProps) {
  const { field, options } = props;
  if (field.type === 'json' || field.type === 'array' || options.language === 'application/json') {
    return <JsonInput {...props} />;
  }
  return <CodeTextInput {...props} />;
}

/** Any other language: the text as typed, null when emptied. */
function CodeTextInput({ value, readonly, onChange, id, invalid, options }: InputProps) {
  const { t } = useT();
  const hintId = useId();
  const [text, setText] = useState(() => asText(value));
  const report = useOwnReports(value, (outside) => setText(asText(outside)));
  const language = codeLanguage(options.language);
  const template = templateText(options.template);
  const lines = text === '' ? 0 : text.split('\n').length;

  const stage = (next: string) => {
    setText(next);
    const staged = next === '' ? null : next;
    report(staged);
    onChange(staged);
  };

  return (
    <div className="cms-code-field">
      {template !== null && text === '' && !readonly ? (
        <div className="cms-code-field__actions">
          <Button onClick={() => stage(template)}>{t('code_interface.fill_template')}</Button>
        </div>
      ) : null}
      <LazyCodeEditor
        id={id}
        text={text}
        onText={stage}
        language={language}
        lineNumbers={options.lineNumber !== false}
        readonly={readonly}
        invalid={invalid}
        describedBy={readonly ? undefined : hintId}
      />
      <div className="cms-code-field__footer">
        <span>
          {t('code_interface.line_count', {
            count: lines,
            // Language names are names; plain text is words of the admin's language.
            language:
              language === DEFAULT_LANGUAGE
                ? t('code_interface.plain_text')
                : CODE_LANGUAGES[language],
          })}
        </span>
        {readonly ? null : (
          <span className="cms-code-field__hint" id={hintId}>
            {t('code_interface.keyboard_hint')}
          </span>
        )}
      </div>
    </div>
  );
}
