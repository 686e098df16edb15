/**
 * The playlist's track list and current item (wp-playlist's templates, as text): the current
 * item with image, title, album and artist (audio); the list with optional numbers and
 * artists (the previous and next track buttons are in the player's controls bar, ui.tsx, so the
 * playlist is as tall as WordPress's). The current track has the `playing` highlight.
 */
import { memo } from '../../../ui/memo';
import { useEffect, useState } from 'preact/hooks';
import { PLAYING_CLASSES } from '../constants';
import { MESSAGES } from '../messages';
import type { PlaylistController } from './playlist';
import type { Track } from './schema';

function useIndex(controller: PlaylistController): number {
  const [index, setIndex] = useState(controller.index);
  useEffect(() => controller.subscribe(() => setIndex(controller.index)), [controller]);
  return index;
}

export function CurrentItem({ controller }: { controller: PlaylistController }) {
  const track = controller.playlist.tracks[useIndex(controller)]!;
  const image = controller.playlist.images ? track.image : null;
  return (
    <>
      {image?.src && <img src={image.src} alt="" />}
      <div className="wp-playlist-caption">
        <span className="wp-playlist-item-meta wp-playlist-item-title">{`“${track.title}”`}</span>
        {track.meta.album && <span className="wp-playlist-item-meta wp-playlist-item-album">{track.meta.album}</span>}
        {track.meta.artist && <span className="wp-playlist-item-meta wp-playlist-item-artist">{track.meta.artist}</span>}
      </div>
    </>
  );
}

interface ItemProps { track: Track; at: number; current: boolean; controller: PlaylistController }

/**
 * One row. Memoised: a track change re-renders the two rows whose `current` changed, not the
 * whole list (a playlist of 5,000 tracks; `npm run bench` measures it).
 */
const Item = memo(function Item({ track, at, current, controller }: ItemProps) {
  return (
    <div className={`wp-playlist-item${current ? ` ${PLAYING_CLASSES.join(' ')}` : ''}`}>
      <a className="wp-playlist-caption" href={track.src} aria-current={current ? 'true' : undefined}
        onClick={(event) => {
          event.preventDefault();
          controller.select(at);
        }}>
        {track.index ? `${track.index}. ` : ''}
        {track.caption || (
          <>
            <span className="wp-playlist-item-title">{`“${track.title}”`}</span>
            {track.artists && track.meta.artist && <span className="wp-playlist-item-artist">{` — ${track.meta.artist}`}</span>}
          </>
        )}
      </a>
      {track.meta.length_formatted && <div className="wp-playlist-item-length">{track.meta.length_formatted}</div>}
    </div>
  );
});

export function TrackList({ controller }: { controller: PlaylistController }) {
  const index = useIndex(controller);
  const { tracks, tracklist } = controller.playlist;
  return tracklist ? (
    <nav className="wp-playlist-tracks" aria-label={MESSAGES.labels.tracks}>
      {tracks.map((track, at) => <Item key={at} track={track} at={at} current={at === index} controller={controller} />)}
    </nav>
  ) : null;
}
