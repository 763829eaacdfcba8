import { Component, type ReactNode } from 'react';

/**
 * Shows its fallback when the code below it could not be downloaded (React.lazy throws the import's
 * error), instead of the route's error page.
 */
export class DownloadFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { hasFailed: boolean }> {
  state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
