import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { memo } from '../../../src/ui/memo';

describe('memo', () => {
  it('renders again only the rows whose props changed', () => {
    const renders: number[] = [];
    const Row = memo(({ at, current }: { at: number; current: boolean }) => {
      renders.push(at);
      return <li className={current ? 'current' : ''}>{at}</li>;
    });
    const List = ({ current }: { current: number }) => <ul>{[0, 1, 2, 3].map((at) => <Row key={at} at={at} current={at === current} />)}</ul>;
    const root = document.createElement('div');
    render(<List current={0} />, root);
    expect(renders).toEqual([0, 1, 2, 3]);
    renders.length = 0;
    render(<List current={2} />, root);
    expect(renders).toEqual([0, 2]);
    expect(Array.from(root.querySelectorAll('li'), (li) => li.className)).toEqual(['', '', 'current', '']);
    renders.length = 0;
    render(<List current={2} />, root);
    expect(renders).toEqual([]);
  });

  it('renders again when a prop is added or taken away', () => {
    let count = 0;
    const Box = memo((props: { label?: string }) => {
      count += 1;
      return <span>{props.label ?? '-'}</span>;
    });
    const root = document.createElement('div');
    render(<Box />, root);
    render(<Box label="a" />, root);
    render(<Box />, root);
    expect(count).toBe(3);
    expect(root.textContent).toBe('-');
  });
});
