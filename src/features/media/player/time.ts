/** MediaElement's time display: mm:ss, hh:mm:ss past an hour, frames (at 25 fps) when asked. */
import { FRAMES_PER_SECOND } from '../constants';

/** Longer than any real medium (a live stream's duration is Infinity, shown as 0). */
const MAX_SECONDS = 1e9;
const two = (value: number): string => String(value).padStart(2, '0');

export function formatTime(seconds: unknown, options: { frames?: boolean; fps?: number } = {}): string {
  const total = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, MAX_SECONDS) : 0;
  const whole = Math.floor(total);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  let text = `${hours ? `${two(hours)}:` : ''}${two(minutes)}:${two(whole % 60)}`;
  if (options.frames) {
    const fps = options.fps && options.fps > 0 && Number.isFinite(options.fps) ? options.fps : FRAMES_PER_SECOND;
    text += `:${two(Math.floor((total - whole) * fps))}`;
  }
  return text;
}
