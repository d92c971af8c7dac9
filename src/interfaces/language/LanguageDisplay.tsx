import { useT } from '../../i18n/use-t.js';
import type { DisplayProps } from '../registry.js';
import { languageName } from './language-choices.js';

/** The language's name in the admin's language (the code when the browser has no name for it). */
export function LanguageDisplay({ value }: DisplayProps) {
  const { locale } = useT();
  const text = typeof value === 'string' && value !== '' ? languageName(value, locale) : '';
  return <span className="cms-display">{text}</span>;
}
