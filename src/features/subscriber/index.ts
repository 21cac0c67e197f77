/** The subscriber area: dashboard, my packages, class list. */
export { default as SubscriberHomePage } from './pages/subscriber-home-page'
export { default as MyPackagesPage } from './pages/my-packages-page'
export { default as ClassesPage } from './pages/classes-page'
