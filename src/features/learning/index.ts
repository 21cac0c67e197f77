/** The learning feature: class detail (course home) and the learning player. */
export { default as ClassDetailPage } from './pages/class-detail-page'
export { default as LearningPage } from './pages/learning-page'
