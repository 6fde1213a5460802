import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AreaFallback } from './AreaFallback';

interface Props {
  area: string;
  children: ReactNode;
}

/** Catches a render error inside one area; Retry renders the area again. */
export class AreaErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.area}] render failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return <AreaFallback area={this.props.area} onRetry={() => this.setState({ failed: false })} />;
    }
    return this.props.children;
  }
}
