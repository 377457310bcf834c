import { Component, type ReactNode } from 'react';

/** Keeps a failing custom component (its code did not load, or it threw) to its own block: the rest of the page works on. */
export class ComponentBoundary extends Component<{ failedText: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (this.state.failed)
      return (
        <p className="page-custom__notice" role="alert">
          {this.props.failedText}
        </p>
      );
    return this.props.children;
  }
}
