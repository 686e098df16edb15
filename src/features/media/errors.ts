/**
 * The YouTube part of the players' error catalogue (SPEC §8): the message for an error code.
 * What to do with an hls.js error is decided in lib/hls (the radio follows the same rules).
 */
import { MESSAGES } from './messages';

export function youtubeErrorMessage(code: unknown): string {
  return (typeof code === 'number' && Object.prototype.hasOwnProperty.call(MESSAGES.youtube, code) && MESSAGES.youtube[code]) || MESSAGES.youtubeUnknown;
}
