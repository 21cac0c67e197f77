import type { ComponentType } from 'react'
import { createBrowserRouter } from 'react-router-dom'
import type { RouteObject } from 'react-router-dom'
import { LoadingScreen } from '@/components/loading-screen'
import ErrorPage from './pages/error-page'
import { RootLayout } from './root-layout'

/** A lazy route module: each page (and each area's layout) is its own chunk. */
function page(load: () => Promise<{ default: ComponentType }>): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: (await load()).default })
}

/**
 * The route table (docs/contract.md, Routes). Each screen is a page in its own file: swapping a
 * screen is one import on one line.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <ErrorPage />,
    HydrateFallback: () => <LoadingScreen />,
    children: [
      { index: true, lazy: page(() => import('./routes/landing')) },
      { path: 'login', lazy: page(() => import('@/features/auth/login-page')) },
      { path: 'register', lazy: page(() => import('@/features/auth/register-page')) },
      { path: 'reset-password', lazy: page(() => import('@/features/auth/reset-password-page')) },
      { path: 'verifikasi-email', lazy: page(() => import('@/features/auth/verify-email-page')) },
      { path: 'privasi', lazy: page(() => import('@/features/account/pages/privacy-page')) },
      {
        path: 'dashboard',
        lazy: page(() => import('./routes/dashboard-layout')),
        children: [
          { index: true, lazy: page(() => import('@/features/dashboard/dashboard-home')) },
          { path: 'cv', lazy: page(() => import('@/features/cv/pages/cv-page')) },
          {
            path: 'chatbotskripsi',
            lazy: page(() => import('@/features/chat/pages/chatbot-page')),
          },
          {
            path: 'simulasi-sidang',
            lazy: page(() => import('@/features/sidang/pages/simulasi-sidang-page')),
          },
          { path: 'lms', lazy: page(() => import('./routes/coming-soon-lms')) },
          { path: 'lms/:moduleId', lazy: page(() => import('./routes/coming-soon-lms')) },
          { path: 'akun', lazy: page(() => import('@/features/account/pages/account-page')) },
        ],
      },
      {
        path: 'lms/packages',
        lazy: page(() => import('./routes/signed-in-layout')),
        children: [
          { index: true, lazy: page(() => import('./routes/lms-packages-index')) },
          {
            path: ':id',
            lazy: page(() => import('@/features/packages/pages/package-detail-page')),
          },
        ],
      },
      {
        path: 'admin',
        lazy: page(() => import('./routes/admin-layout')),
        children: [
          { index: true, lazy: page(() => import('./routes/admin-overview')) },
          {
            path: 'subscribers',
            lazy: page(() => import('@/features/admin-subscribers/subscribers-page')),
          },
          { path: 'packages', lazy: page(() => import('./routes/admin-packages')) },
          { path: 'payments', lazy: page(() => import('@/features/admin-payments/payments-page')) },
          { path: 'akun', lazy: page(() => import('@/features/account/pages/account-page')) },
        ],
      },
      {
        path: 'subscriber',
        children: [
          {
            lazy: page(() => import('./routes/subscriber-layout')),
            children: [
              {
                index: true,
                lazy: page(() => import('@/features/subscriber/pages/subscriber-home-page')),
              },
              {
                path: 'my-packages',
                lazy: page(() => import('@/features/subscriber/pages/my-packages-page')),
              },
              {
                path: 'classes',
                lazy: page(() => import('@/features/subscriber/pages/classes-page')),
              },
              {
                path: 'unduhan',
                lazy: page(() => import('@/features/learning/pages/downloads-page')),
              },
              {
                path: 'akun',
                lazy: page(() => import('@/features/account/pages/account-page')),
              },
              {
                path: 'class/:classId',
                lazy: page(() => import('@/features/learning/pages/class-detail-page')),
              },
            ],
          },
          {
            // The learning player has its own full-screen layout (lesson list + header), still subscriber only.
            lazy: page(() => import('./routes/subscriber-fullscreen-layout')),
            children: [
              {
                path: 'learning/:classId',
                lazy: page(() => import('@/features/learning/pages/learning-page')),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: page(() => import('./pages/not-found-page')) },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
