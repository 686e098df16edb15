/** The radio player's constants (SPEC §9), class names and messages of the OnAir2 theme. */
export const CHANNEL_SELECTOR = 'a[data-playtrack]';
export const BAR_SELECTOR = '#qtplayercontainer';
export const BAR_TOGGLE_SELECTOR = '.qt-openplayerbar';
export const RADIO_SELECTOR = `${CHANNEL_SELECTOR}, ${BAR_SELECTOR}, ${BAR_TOGGLE_SELECTOR}`;
export const FIRST_CHANNEL_SELECTOR = '#qtfirstchannel, .qt-autoselect-channel';
export const TEXTUAL_NOW_ON_AIR = '.qt-short-nowonairtextual span';

export const BEING_PLAYED_CLASS = 'beingplayed';
export const ACTIVE_CHANNEL_CLASS = 'activeRadioChannel';
export const BAR_OPEN_BODY_CLASS = 'qt-playerbar-open';
export const CUSTOMIZER_BODY_CLASS = 'qt-customizer-active';
/** Marks the bar airlift renders itself on a page that has none. */
export const OWN_BAR_CLASS = 'airlift-radio-bar';

/** Sound buffer time (SPEC §9): how much a stream buffers before it starts, in seconds. */
export const BUFFER_SECONDS = 2;
/** Default volume, 0–100 (SPEC §9). */
export const DEFAULT_VOLUME = 100;
export const VOLUME_STORAGE_KEY = 'airlift.radio.volume';
/** Player circle diameter (SPEC §9), kept for themes that size `.qt-ui360` from it. */
export const PLAYER_DIAMETER = 280;

/** Reconnection after a dropped stream: first delay, growth and the number of attempts. */
export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_FACTOR = 2;
export const RECONNECT_ATTEMPTS = 5;

/** Extensions a channel link may name; any other extension (a PDF, a page) is not audio. */
export const AUDIO_EXTENSIONS = ['mp3', 'aac', 'aacp', 'm4a', 'mp4', 'ogg', 'oga', 'opus', 'wav', 'flac', 'weba', 'webm', 'm3u8', 'pls', 'm3u', 'xspf', 'asx', 'mpeg', 'ts'];

export const messages = {
  play: 'Play',
  pause: 'Pause',
  stop: 'Stop',
  buffering: 'Buffering…',
  openBar: 'Player',
  volume: 'Volume',
  nowPlaying: (title: string) => `Now playing: ${title}`,
  customizer: 'Disabled during customization - Song title',
  region: 'Radio player',
} as const;
