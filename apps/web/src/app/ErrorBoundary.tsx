import { Component, type ReactNode } from 'react';
import { Notice } from '../ui/Notice';
import { isChunkLoadError } from './route-error';

interface Props {
  children: ReactNode;
  /** The error is forgotten when this changes (the person moved to another page). */
  resetKey?: string;
}

interface State {
  error: unknown;
  failedAt: string | undefined;
}

const reload = () => window.location.reload();

/**
 * The error boundary of the root and of each shell (member, back office, public pages): a page
 * that cannot load or render offers a reload instead of a blank page. Inside a shell the top bar
 * and navigation stay, and moving to another page clears it.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && state.failedAt === undefined) return { failedAt: props.resetKey };
    if (state.error && state.failedAt !== props.resetKey) return { error: null, failedAt: undefined };
    return null;
  }

  override componentDidCatch(error: unknown) {
    if (!isChunkLoadError(error)) console.error(error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return isChunkLoadError(this.state.error) ? (
      <Notice title="A new version is available" action="Reload" onAction={reload}>
        Reload to continue with the latest version.
      </Notice>
    ) : (
      <Notice title="This page could not be shown" action="Reload" onAction={reload}>
        Something went wrong. Reloading usually helps.
      </Notice>
    );
  }
}
