import {
  type ClipboardEvent,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { OTP_LENGTH } from '../constants.js';
import css from './otp-input.css';
import './register.js';
import { registerBaseStyles } from './styles.js';

registerBaseStyles(css);

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'inputMode' | 'autoComplete' | 'maxLength'
>;

interface OtpInputProps extends NativeProps {
  label: ReactNode;
  hint?: ReactNode;
  invalid?: boolean;
  /** The owner's value: '' or a complete code. Changing it to '' clears the field. */
  value?: string;
  /**
   * Called with '' or the complete code, never with a partial one (spec 1 §5). A complete code
   * that loses a digit is reported as '', so the owner never keeps a code the user changed.
   */
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** Only the digits of `text`, at most a code's worth. */
function digitsOf(text: string): string {
  return text.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

const GROUP = Math.ceil(OTP_LENGTH / 2);

/** The ###-### mask; the hyphen appears with the fourth digit, so Backspace never meets it alone. */
function masked(digits: string): string {
  return digits.length > GROUP ? `${digits.slice(0, GROUP)}-${digits.slice(GROUP)}` : digits;
}

/** The caret position in the masked text that follows `count` digits. */
function caretAfter(count: number): number {
  return count > GROUP ? count + 1 : count;
}

/**
 * A one-time code of 6 digits shown as `123-456`: numeric keyboard, the platform's one-time-code
 * autofill, and a pasted `123456` or `123-456` fills it at once.
 */
export function OtpInput({
  label,
  hint,
  invalid = false,
  value,
  onChange,
  ref,
  onPaste,
  ...input
}: OtpInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [digits, setDigits] = useState(() => digitsOf(value ?? ''));
  const reported = useRef(value ?? '');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  // The owner's ref and ours on the same element.
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  // The owner changed its value (typically cleared it after a wrong code): show that instead.
  useEffect(() => {
    if (value === undefined || value === reported.current) return;
    const next = digitsOf(value);
    reported.current = next.length === OTP_LENGTH ? next : '';
    setDigits(next);
  }, [value]);

  // Re-masking moves the caret to the end; put it back after the digits it followed.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    const element = inputRef.current;
    if (caret === null || !element) return;
    // Only while focused: some browsers focus a field whose selection is set.
    const root = element.getRootNode() as Document | ShadowRoot;
    if (root.activeElement === element) element.setSelectionRange(caret, caret);
  });

  function update(next: string, caretDigits: number) {
    pendingCaret.current = caretAfter(Math.min(caretDigits, next.length));
    setDigits(next);
    const report = next.length === OTP_LENGTH ? next : '';
    if (report !== reported.current) {
      reported.current = report;
      onChange(report);
    }
  }

  function handleInput(event: FormEvent<HTMLInputElement>) {
    const raw = event.currentTarget.value;
    const caret = event.currentTarget.selectionStart ?? raw.length;
    let before = digitsOf(raw.slice(0, caret)).length;
    let next = digitsOf(raw);
    // Deleting the hyphen alone would change nothing: delete the digit on that side of it too.
    if (next === digits && raw.length < masked(digits).length) {
      const forward = (event.nativeEvent as InputEvent).inputType === 'deleteContentForward';
      if (forward) next = digits.slice(0, before) + digits.slice(before + 1);
      else if (before > 0) {
        next = digits.slice(0, before - 1) + digits.slice(before);
        before -= 1;
      }
    }
    update(next, before);
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    // A whole code (`123456`, `123-456`, ` 123 456 `) replaces what is there; anything shorter is
    // inserted at the caret by the browser and cleaned up by handleInput.
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (pasted.length !== OTP_LENGTH) return;
    event.preventDefault();
    update(pasted, OTP_LENGTH);
  }

  return (
    <div className="cms-field">
      <label className="cms-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={setInput}
        id={id}
        className="cms-field__control cms-otp-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? hintId : undefined}
        {...input}
        value={masked(digits)}
        onChange={handleInput}
        onPaste={handlePaste}
      />
      {hint ? (
        <span className="cms-field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
