import { lazy, type ComponentType } from 'react';
import type { AdminSection } from './sections';

/**
 * What each section shows: a lazily loaded component from `admin/<section>/index.ts` (no props; it
 * owns every URL parameter but `section`). Adding a section is one line here. A section without an
 * entry shows its title and description.
 */
export const SECTION_VIEWS: Partial<Record<AdminSection, ComponentType>> = {
  dashboard: lazy(() => import('../dashboard').then((m) => ({ default: m.DashboardSection }))),
  checkin: lazy(() => import('../checkin').then((m) => ({ default: m.CheckInSection }))),
  items: lazy(() => import('../items').then((m) => ({ default: m.ItemsSection }))),
  bookings: lazy(() => import('../bookings').then((m) => ({ default: m.BookingsSection }))),
  carousels: lazy(() => import('../carousels').then((m) => ({ default: m.CarouselsSection }))),
  popups: lazy(() => import('../popups').then((m) => ({ default: m.PopupsSection }))),
  'promo-codes': lazy(() => import('../promo-codes').then((m) => ({ default: m.PromoCodesSection }))),
  reviews: lazy(() => import('../reviews').then((m) => ({ default: m.ReviewsSection }))),
  inquiries: lazy(() => import('../inquiries').then((m) => ({ default: m.InquiriesSection }))),
  staff: lazy(() => import('../staff').then((m) => ({ default: m.StaffSection }))),
  settings: lazy(() => import('../settings').then((m) => ({ default: m.SettingsSection }))),
  webhooks: lazy(() => import('../webhooks').then((m) => ({ default: m.WebhooksSection }))),
  resellers: lazy(() => import('../resellers').then((m) => ({ default: m.ResellersSection }))),
  activity: lazy(() => import('../activity').then((m) => ({ default: m.ActivitySection }))),
  sessions: lazy(() => import('../sessions').then((m) => ({ default: m.SessionsSection }))),
  security: lazy(() => import('../security').then((m) => ({ default: m.SecuritySection }))),
};

/** The only screen of a session that must set up two-factor sign-in first. */
export const EnrolmentView = lazy(() => import('../security').then((m) => ({ default: m.EnrolmentPage })));

/** `/admin/add-item`: the new-item page of the items section. */
export const AddItemView = lazy(() => import('../items').then((m) => ({ default: m.AddItemPage })));
