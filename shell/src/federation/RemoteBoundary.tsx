// The third failure layer: a remote that throws while rendering is contained to its own slot.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  section: string;
  children: ReactNode;
  /** changing it (e.g. the route) clears a caught error */
  resetKey?: string;
}

interface State {
  error: Error | null;
}

export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`section ${this.props.section} failed while rendering`, error, info.componentStack);
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render(): ReactNode {
    if (this.state.error) {
      return (
        <SectionProblem
          section={this.props.section}
          testId="remote-crashed"
          text="Something went wrong in this section."
          onRetry={() => this.setState({ error: null })}
        />
      );
    }
    return this.props.children;
  }
}

export function SectionProblem(props: { section: string; text: string; testId: string; onRetry?: () => void }) {
  return (
    <div className="section-problem" role="alert" data-testid={props.testId} data-section={props.section}>
      <p>{props.text}</p>
      {props.onRetry && (
        <button type="button" onClick={props.onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
