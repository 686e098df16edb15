/** MediaElement's time display: mm:ss, hh:mm:ss past an hour, frames (at 25 fps) when asked. */
import { FRAMES_PER_SECOND } from './constants';

const two = (value: number): string => String(value).padStart(2, '0');

export function formatTime(seconds: unknown, options: { frames?: boolean; fps?: number } = {}): string {
  const total = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
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
