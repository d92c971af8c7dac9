import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';

interface StepLayoutProps {
  title: string;
  /** Moves focus to the heading when the step appears, so keyboard and screen-reader users
   *  land on the new step rather than on a button that is gone. Off for the first step shown. */
  focusHeading: boolean;
  children?: ReactNode;
  onBack?: () => void;
  /** With a submit label the step is a form: Enter submits. */
  submitLabel?: string;
  /** Returns false when the entries are invalid: focus then goes to the first invalid field. */
  onSubmit?: () => boolean | undefined;
  busy?: boolean;
}

/** One wizard step: a focusable heading, its content, and Back / Next at the bottom. */
export function StepLayout({
  title,
  focusHeading,
  children,
  onBack,
  submitLabel,
  onSubmit,
  busy = false,
}: StepLayoutProps) {
  const { t } = useT();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  // Counts refused submits; after each one (once React has marked the fields) focus goes to the
  // first field with aria-invalid.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [refusals]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !onSubmit) return;
    if (onSubmit() === false) setRefusals((count) => count + 1);
  };

  const heading = (
    <h2 className="cms-install__title" id={headingId} ref={headingRef} tabIndex={-1}>
      {title}
    </h2>
  );
  const actions =
    onBack || submitLabel ? (
      <div className="cms-install__actions">
        {onBack ? (
          <Button onClick={onBack} disabled={busy}>
            {t('install.back')}
          </Button>
        ) : null}
        {submitLabel ? (
          <Button type="submit" variant="primary" busy={busy} className="cms-install__next">
            {submitLabel}
          </Button>
        ) : null}
      </div>
    ) : null;

  if (!submitLabel) {
    return (
      <section className="cms-install__step" aria-labelledby={headingId}>
        {heading}
        {children}
        {actions}
      </section>
    );
  }
  return (
    <form
      ref={formRef}
      className="cms-install__step"
      aria-labelledby={headingId}
      onSubmit={handleSubmit}
      noValidate
    >
      {heading}
      {children}
      {actions}
    </form>
  );
}
