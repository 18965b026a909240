import { useState } from 'react';
import type { BookingLookupFieldsFragment, FindBookingInput } from '@/generated/graphql';
import { LookupForm } from './LookupForm';
import { LookupResult } from './LookupResult';

type Found = { booking: BookingLookupFieldsFragment; input: FindBookingInput };

/** The look-up page's content (spec §4): the form, then the found booking, then a fresh form. */
export function BookingLookup() {
  const [found, setFound] = useState<Found | null>(null);
  const [searches, setSearches] = useState(0);
  if (found) {
    return (
      <LookupResult
        booking={found.booking}
        input={found.input}
        onChange={(booking) => setFound({ ...found, booking })}
        onSearchAnother={() => {
          setFound(null);
          setSearches((count) => count + 1);
        }}
      />
    );
  }
  return (
    <LookupForm
      key={searches}
      focusOnMount={searches > 0}
      onFound={(booking, input) => setFound({ booking, input })}
    />
  );
}
