/** Every text the media players show or say, in one place (SPEC §8 and MediaElement's labels). */
import { HLS_MESSAGES } from '../../lib/hls';

export const MESSAGES = {
  formatNotSupported: 'Media error: Format(s) not supported or source(s) not found',
  networkError: HLS_MESSAGES.networkError,
  cannotRecover: HLS_MESSAGES.cannotRecover,
  templateNotFound: 'Template not found',
  downloadFile: 'Download file',
  /** Said once in the console on a page where WordPress's own media scripts still build players. */
  legacyScripts: '[airlift:media] WordPress\'s MediaElement scripts are still on this page: their players are left to them (one player per element). Remove those scripts to let airlift build the players.',
  youtube: {
    2: 'The request contains an invalid parameter value. Verify that video ID has 11 characters and that contains no invalid characters, such as exclamation points or asterisks.',
    5: 'The requested content cannot be played in an HTML5 player or another error related to the HTML5 player has occurred.',
    100: 'The video requested was not found. Either video has been removed or has been marked as private.',
    101: 'The owner of the requested video does not allow it to be played in embedded players.',
    105: 'The owner of the requested video does not allow it to be played in embedded players.',
  } as Record<number, string>,
  youtubeUnknown: 'Unknown error.',
  labels: {
    audioPlayer: 'Audio Player',
    videoPlayer: 'Video Player',
    play: 'Play',
    pause: 'Pause',
    mute: 'Mute',
    unmute: 'Unmute',
    volume: 'Volume Slider',
    time: 'Time Slider',
    currentTime: 'Current time',
    duration: 'Duration',
    captions: 'Captions/Subtitles',
    captionsNone: 'None',
    loading: 'Loading',
    fullscreen: 'Fullscreen',
    next: 'Next track',
    previous: 'Previous track',
    tracks: 'Playlist',
  },
} as const;
