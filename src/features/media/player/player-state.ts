/**
 * The player's state (SPEC §4: play, pause, ended, seeking, waiting, loading, error) from the
 * media events, as a pure transition; an error stays until new sources are loaded.
 */
export type PlayerState = 'play' | 'pause' | 'ended' | 'seeking' | 'waiting' | 'loading' | 'error';

export const MEDIA_EVENTS = [
  'loadstart', 'suspend', 'loadedmetadata', 'loadeddata', 'canplay', 'canplaythrough', 'play', 'playing',
  'pause', 'ended', 'seeking', 'seeked', 'waiting', 'timeupdate', 'durationchange', 'volumechange', 'emptied',
] as const;

const settled = (paused: boolean): PlayerState => (paused ? 'pause' : 'play');

export function nextState(current: PlayerState, event: string, paused: boolean): PlayerState {
  if (current === 'error') return current;
  switch (event) {
    case 'loadstart':
      return 'loading';
    case 'play':
      return current === 'loading' || current === 'waiting' ? current : 'play';
    case 'playing':
      return 'play';
    case 'pause':
      return current === 'seeking' ? current : 'pause';
    case 'ended':
      return 'ended';
    case 'seeking':
      return 'seeking';
    case 'waiting':
      return paused ? current : 'waiting';
    case 'seeked':
    case 'canplay':
    case 'canplaythrough':
    case 'loadeddata':
    case 'loadedmetadata':
    case 'suspend':
    case 'emptied':
      return current === 'loading' || current === 'waiting' || current === 'seeking' || event === 'emptied' ? settled(paused) : current;
    default:
      return current;
  }
}

/** Whether the poster shows: before the first play, then as the options say. */
export function posterShown(state: PlayerState, played: boolean, options: { showPosterWhenPaused: boolean; showPosterWhenEnded: boolean }): boolean {
  if (!played) return state !== 'play' && state !== 'waiting' && state !== 'seeking';
  if (state === 'ended') return options.showPosterWhenEnded;
  if (state === 'pause') return options.showPosterWhenPaused;
  return false;
}
