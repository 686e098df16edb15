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
