import { useMemo } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { isIsoDate } from '@domain/calendar';
import { ExperienceAvailabilityDocument } from '@/generated/graphql';
import { monthEnd, monthStart } from '@/lib/dates';
import type { AvailabilityDay } from '../schedule';

/**
 * Days, slots and seats of the month of `date` (one request per month, cached). Nothing is
 * asked while `date` is not a real date.
 */
export function useMonthAvailability(experienceId: number, date: string | null | undefined) {
  const month = date && isIsoDate(date) ? monthStart(date) : null;
  const { data, loading, error, refetch } = useQuery(ExperienceAvailabilityDocument, {
    variables: { id: experienceId, from: month ?? '', to: month ? monthEnd(month) : '' },
    skip: !month,
  });
  const days = useMemo(
    () => new Map<string, AvailabilityDay>(data?.experience.availability.map((day) => [day.date, day])),
    [data],
  );
  return { days, loading, error, refetch };
}

/** Drops the cached seats of an experience, so every open calendar asks the server again. */
export function useForgetAvailability(experienceId: number) {
  const client = useApolloClient();
  return () => {
    client.cache.evict({
      id: client.cache.identify({ __typename: 'Experience', id: experienceId }),
      fieldName: 'availability',
    });
    client.cache.gc();
  };
}
