/**
 * react-player restricted to YouTube: only the YouTube element is ever loaded (no hls.js,
 * dash.js, Mux, ...). This module is itself imported lazily by the video player.
 */
import { lazy } from 'react'
import { createReactPlayer } from 'react-player/ReactPlayer'
import { canPlay } from 'react-player/patterns'
import type { PlayerEntry } from 'react-player/players'

const youtube: PlayerEntry = {
  key: 'youtube',
  name: 'YouTube',
  canPlay: canPlay.youtube,
  // The element's own prop types are narrower than react-player's (as in react-player's own table).
  player: lazy(() => import('youtube-video-element/react')) as unknown as PlayerEntry['player'],
}

const YouTubePlayer = createReactPlayer([youtube], youtube)

export default YouTubePlayer
