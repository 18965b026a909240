import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/Spinner';
import { AppLayout } from './layout/AppLayout';
import { lazyPage } from './lazyPage';
import { NotFoundPage } from './pages/NotFoundPage';

// Every page is its own chunk, loaded when first visited (or, for a server-rendered page, before
// the browser hydrates it: main.tsx).
const HomePage = lazyPage(() => import('./pages/HomePage').then((m) => m.HomePage));
const ExperiencesPage = lazyPage(() => import('./pages/ExperiencesPage').then((m) => m.ExperiencesPage));
const ExperienceDetailPage = lazyPage(() =>
  import('./pages/ExperienceDetailPage').then((m) => m.ExperienceDetailPage),
);
const CultureGuidePage = lazyPage(() => import('./pages/CultureGuidePage').then((m) => m.CultureGuidePage));
const ArticlePage = lazyPage(() => import('./pages/ArticlePage').then((m) => m.ArticlePage));
const AboutPage = lazyPage(() => import('./pages/AboutPage').then((m) => m.AboutPage));
const ContactPage = lazyPage(() => import('./pages/ContactPage').then((m) => m.ContactPage));
const BookingVerificationPage = lazyPage(() =>
  import('./pages/StorefrontPages').then((m) => m.BookingVerificationPage),
);
const PayCompletePage = lazyPage(() => import('./pages/PayPages').then((m) => m.PayCompletePage));
const PayTokenPage = lazyPage(() => import('./pages/PayPages').then((m) => m.PayTokenPage));
const TermsPage = lazyPage(() => import('./pages/TermsPage').then((m) => m.TermsPage));
const UnsubscribePage = lazyPage(() => import('./pages/UnsubscribePage').then((m) => m.UnsubscribePage));
const WaitlistOfferPage = lazyPage(() => import('./pages/WaitlistPages').then((m) => m.WaitlistOfferPage));
const WaitlistLeavePage = lazyPage(() => import('./pages/WaitlistPages').then((m) => m.WaitlistLeavePage));
const ImageTestPage = lazyPage(() => import('./pages/ImageTestPage').then((m) => m.ImageTestPage));

// The back office is its own chunk: storefront visitors never download it.
const AdminApp = lazy(() => import('@/features/admin').then((module) => ({ default: module.AdminApp })));

function AdminRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <AdminApp notFound={<NotFoundPage />} />
    </Suspense>
  );
}

/** The route table (spec storefront §2, admin §2). */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'experiences', element: <ExperiencesPage /> },
      { path: 'experiences/:id', element: <ExperienceDetailPage /> },
      { path: 'culture-guide', element: <CultureGuidePage /> },
      { path: 'culture-guide/:id', element: <ArticlePage /> },
      { path: 'articles/:id', element: <ArticlePage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'booking-verification', element: <BookingVerificationPage /> },
      { path: 'pay/complete', element: <PayCompletePage /> },
      { path: 'pay/:token', element: <PayTokenPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'image-test', element: <ImageTestPage /> },
      { path: 'unsubscribe', element: <UnsubscribePage /> },
      { path: 'waitlist/offer/:token', element: <WaitlistOfferPage /> },
      { path: 'waitlist/leave/:token', element: <WaitlistLeavePage /> },
      { path: 'admin/*', element: <AdminRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
