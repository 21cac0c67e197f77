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
  player: lazy(() => import('youtube-video-element/react')),
}

const YouTubePlayer = createReactPlayer([youtube], youtube)

export default YouTubePlayer
