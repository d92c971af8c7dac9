import './register.js';
import css from './stepper.css';
import { registerBaseStyles } from './styles.js';

registerBaseStyles(css);

interface StepperProps {
  /** Names the list for screen readers ("Installation progress"). */
  label: string;
  steps: readonly string[];
  /** Index of the current step. */
  current: number;
  /** Read out after each finished step's name ("completed"). */
  completedLabel: string;
  /** Every step is finished, the current one included. */
  finished?: boolean;
}

/**
 * A progress stepper: an ordered list (the position is in the markup, not only drawn), the current
 * step marked with `aria-current="step"`, finished steps named as such in text, not only colour.
 */
export function Stepper({ label, steps, current, completedLabel, finished = false }: StepperProps) {
  return (
    <div className="cms-stepper-box">
      <ol className="cms-stepper" aria-label={label}>
        {steps.map((step, index) => {
          const done = index < current || (finished && index === current);
          const state = done ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li
              key={step}
              className={`cms-stepper__step cms-stepper__step--${state}`}
              aria-current={index === current ? 'step' : undefined}
            >
              <span className="cms-stepper__marker" aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>
              <span className="cms-stepper__label">{step}</span>
              {done ? <span className="cms-visually-hidden"> ({completedLabel})</span> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
