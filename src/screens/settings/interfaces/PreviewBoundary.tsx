import { Component, type ReactNode } from 'react';

interface PreviewBoundaryProps {
  /** Changes with the settings and options: a new combination gets a new try. */
  resetKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface PreviewBoundaryState {
  failed: boolean;
  key: string;
}

/**
 * Keeps an interface that throws with some options (an option of the wrong shape typed into the
 * options form) from taking the debugger down: the preview says so until the settings change.
 */
export class PreviewBoundary extends Component<PreviewBoundaryProps, PreviewBoundaryState> {
  override state: PreviewBoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<PreviewBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: PreviewBoundaryProps,
    state: PreviewBoundaryState,
  ): Partial<PreviewBoundaryState> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('The previewed interface failed to render.', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
