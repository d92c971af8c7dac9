import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { Notice } from '../../ui/Notice.js';
import { ChunkLoadError } from './lazy-screen.js';

interface ScreenErrorBoundaryProps {
  /** Changing it (a new path) clears the error: the next screen gets its chance. */
  resetKey: string;
  children: ReactNode;
}

interface ScreenErrorBoundaryState {
  error: Error | null;
  resetKey: string;
}

/** Keeps one broken screen from blanking the whole admin (spec 1 §8 "Generic failure"). */
export class ScreenErrorBoundary extends Component<
  ScreenErrorBoundaryProps,
  ScreenErrorBoundaryState
> {
  override state: ScreenErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<ScreenErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: ScreenErrorBoundaryProps,
    state: ScreenErrorBoundaryState,
  ): Partial<ScreenErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ScreenFailure chunk={this.state.error instanceof ChunkLoadError} />;
  }
}

function ScreenFailure({ chunk }: { chunk: boolean }) {
  const { t } = useT();
  return (
    <Notice color="danger" title={chunk ? t('load_error.title') : t('errors.generic')} live>
      {chunk ? (
        <p>
          {t('load_error.body')}{' '}
          <Button onClick={() => window.location.reload()}>{t('load_error.reload')}</Button>
        </p>
      ) : null}
    </Notice>
  );
}
