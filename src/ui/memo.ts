/**
 * A component that renders again only when one of its props changed (compared one by one, as
 * React's `memo` compares them). preact/compat has `memo`, but importing it brings the whole of
 * compat into the ui pack (5.8 KB minified, for one helper): this is the same on preact's own
 * `Component`.
 */
import { Component } from 'preact';
import type { ComponentChild, FunctionComponent } from 'preact';

function changed(before: object, after: object): boolean {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  for (const key in a) if (!(key in b)) return true;
  for (const key in b) if (!Object.is(a[key], b[key])) return true;
  return false;
}

export function memo<P extends object>(render: (props: P) => ComponentChild): FunctionComponent<P> {
  class Memo extends Component<P> {
    override shouldComponentUpdate(next: P): boolean {
      return changed(this.props, next);
    }

    override render(props: P): ComponentChild {
      return render(props);
    }
  }
  return Memo as unknown as FunctionComponent<P>;
}
