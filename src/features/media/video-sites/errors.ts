/**
 * The YouTube part of the players' error catalogue (SPEC §8): the message for an error code of
 * the iframe API. Here, not in messages.ts, which the media pack carries: only the YouTube
 * player (the video-sites pack) says them. What to do with an hls.js error is decided in
 * lib/hls-recovery (the radio follows the same rules).
 */
const YOUTUBE_ERRORS: Record<number, string> = {
  2: 'The request contains an invalid parameter value. Verify that video ID has 11 characters and that contains no invalid characters, such as exclamation points or asterisks.',
  5: 'The requested content cannot be played in an HTML5 player or another error related to the HTML5 player has occurred.',
  100: 'The video requested was not found. Either video has been removed or has been marked as private.',
  101: 'The owner of the requested video does not allow it to be played in embedded players.',
  105: 'The owner of the requested video does not allow it to be played in embedded players.',
};
const YOUTUBE_UNKNOWN = 'Unknown error.';

export function youtubeErrorMessage(code: unknown): string {
  return (typeof code === 'number' && Object.prototype.hasOwnProperty.call(YOUTUBE_ERRORS, code) && YOUTUBE_ERRORS[code]) || YOUTUBE_UNKNOWN;
}
