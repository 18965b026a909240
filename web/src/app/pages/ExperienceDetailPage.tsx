import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { urlSecret } from '@/lib/urlSecrets';
import { BookingScheduler, openSchedule } from '@/features/booking';
import { ExperienceDetail, searchedDates } from '@/features/experiences';
import { Reviews } from '@/features/reviews';
import { lazyComponent } from '@/lib/lazyComponent';

// The waitlist's form (formik) loads when a guest first asks to wait for a full slot.
const WaitlistJoin = lazyComponent(() => import('@/features/waitlist').then((m) => m.WaitlistJoin));
import { REVIEW_INVITATION_PARAM, REVIEW_PARAM, REVIEW_WRITE } from '@domain/links';

/**
 * /experiences/{id}. Schedule (without an external booking link) goes through the booking
 * feature's bridge to its scheduler, mounted here once, with the dates searched on the list
 * (`?from=&to=`, carried by its cards); the reviews feature fills the Reviews tab.
 * `?review=write` (the review invitation mail's link) opens the Reviews tab with the writer open;
 * closing the writer drops the parameter, so a reload or a shared link does not open it again.
 * Its `&invitation=` token (one use) makes the review a verified booking's; it is dropped with it.
 */
export function ExperienceDetailPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const writing = params.get(REVIEW_PARAM) === REVIEW_WRITE;
  const invitation = (writing && urlSecret(params, REVIEW_INVITATION_PARAM)) || undefined;
  const dates = searchedDates(params);
  const renderReviews = useCallback(
    (experienceId: number) => (
      <Reviews
        itemId={experienceId}
        startWriting={writing}
        invitation={invitation}
        onWriterClose={() =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.delete(REVIEW_PARAM);
              next.delete(REVIEW_INVITATION_PARAM);
              return next;
            },
            { replace: true },
          )
        }
      />
    ),
    [writing, invitation, setParams],
  );
  return (
    <>
      <ExperienceDetail
        key={id}
        id={id}
        onSchedule={(experienceId) => openSchedule(experienceId, { dates })}
        renderReviews={renderReviews}
        initialTab={writing ? 'reviews' : undefined}
      />
      <BookingScheduler renderWaitlist={(slot) => <WaitlistJoin {...slot} />} />
    </>
  );
}
