import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/Spinner';
import { AppLayout } from './layout/AppLayout';
import { ExperienceDetailPage } from './pages/ExperienceDetailPage';
import { ExperiencesPage } from './pages/ExperiencesPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { AboutPage } from './pages/AboutPage';
import { ArticlePage } from './pages/ArticlePage';
import { ContactPage } from './pages/ContactPage';
import { CultureGuidePage } from './pages/CultureGuidePage';
import { ImageTestPage } from './pages/ImageTestPage';
import { BookingVerificationPage } from './pages/StorefrontPages';
import { TermsPage } from './pages/TermsPage';

// The back office is its own chunk: storefront visitors never download it.
const AdminApp = lazy(() =>
  import('@/features/admin/AdminApp').then((module) => ({ default: module.AdminApp })),
);

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
      { path: 'terms', element: <TermsPage /> },
      { path: 'image-test', element: <ImageTestPage /> },
      { path: 'admin/*', element: <AdminRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
