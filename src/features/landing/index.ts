export { LandingPage, preloadBelowFold } from './landing-page'
export type { LandingPageProps } from './landing-page'
export { landingMeta } from './landing-meta'
export { SITE_URL } from './config'
