import { type ReactNode, useId } from 'react';
import { registerStyles } from '../../ui/styles.js';
import css from './public-frame.css';

registerStyles(css);

interface PublicFrameProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The layout of screens shown without the shell: a titled card in the middle of the page. */
export function PublicFrame({ title, subtitle, children }: PublicFrameProps) {
  const titleId = useId();
  return (
    <main className="cms-public" part="public">
      <section className="cms-public__card" aria-labelledby={titleId}>
        <header>
          <h1 className="cms-public__title" id={titleId}>
            {title}
          </h1>
          {subtitle ? <p className="cms-public__subtitle">{subtitle}</p> : null}
        </header>
        {children}
      </section>
    </main>
  );
}
