/** A bar of airlift's own, at the foot of the viewport, for pages whose theme prints none. */
import { render } from 'preact';
import { Bar } from './bar';
import { messages, OWN_BAR_CLASS } from './constants';
import type { Station } from './station';

export function mountOwnBar(station: Station): () => void {
  const bar = document.createElement('div');
  bar.id = 'qtplayercontainer';
  bar.className = OWN_BAR_CLASS;
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', messages.region);
  Object.assign(bar.style, {
    position: 'fixed', left: '0', right: '0', bottom: '0', zIndex: '9000', display: 'flex', flexWrap: 'wrap',
    alignItems: 'center', gap: '0.75rem', padding: '0.5rem 1rem', background: '#111', color: '#fff',
  });
  document.body.appendChild(bar);
  render(<Bar station={station} volumeControl />, bar);
  const paintState = (): void => bar.setAttribute('data-radio-state', station.snapshot.state);
  paintState();
  const unsubscribe = station.subscribe(paintState);
  return () => {
    unsubscribe();
    render(null, bar);
    bar.remove();
  };
}
