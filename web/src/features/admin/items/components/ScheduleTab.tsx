import { useFormikContext } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { addDays, isIsoDate } from '@domain/calendar';
import { MAX_BOOKING_CUTOFF_HOURS } from '@domain/holds';
import { MAX_WAITLIST_OFFER_HOURS } from '@domain/waitlist';
import { Fieldset } from '@/components/FormField';
import { Checkbox } from '@/components/ui';
import {
  ErrorLine,
  FormDate,
  FormList,
  FormSelect,
  FormText,
  FormTimeSlot,
  Row,
  useFieldError,
} from '@/components/form';
import type { ItemFormValues } from '../itemForm';
import { SchedulePreview } from './SchedulePreview';

const Days = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * How bookings are confirmed (instant or on request), when a slot's sales close, and how long a waitlist
 * offer waits for the guest's answer.
 */
function BookingRules() {
  const { t } = useLingui();
  const max = MAX_BOOKING_CUTOFF_HOURS;
  const maxOffer = MAX_WAITLIST_OFFER_HOURS;
  return (
    <Row>
      <FormSelect
        name="confirmationMode"
        label={t`How bookings are confirmed`}
        options={[
          { value: 'instant', label: t`Instant confirmation (when seats are free)` },
          { value: 'request', label: t`On request (staff approve)` },
        ]}
        hint={t`With online payment on, an instant booking is confirmed once it is paid.`}
      />
      <FormText
        name="bookingCutoffHours"
        label={t`Stop selling a slot (hours before it starts)`}
        digits
        hint={t`0-${max} hours; 0 sells a slot until it starts.`}
      />
      <FormText
        name="waitlistOfferHours"
        label={t`Waitlist offer waits (hours)`}
        digits
        hint={t`1-${maxOffer} hours for the guest to answer freed seats; never past the slot's cut-off.`}
      />
    </Row>
  );
}

/**
 * Start time, duration, sales window (date pickers), how bookings are confirmed, the cut-off and the
 * waitlist's offer hours, slots, closed weekdays and dates, and the live preview.
 */
export function ScheduleTab() {
  const { t, i18n } = useLingui();
  const { values, setFieldValue } = useFormikContext<ItemFormValues>();
  const weekdaysError = useFieldError('blockedWeekdays');
  // The sales window bounds the end, the start and the closed dates (the schema checks it again).
  const start = isIsoDate(values.salesAvailableFrom) ? values.salesAvailableFrom : undefined;
  const end = isIsoDate(values.salesAvailableUntil) ? values.salesAvailableUntil : undefined;
  const weekdayName = (d: number) =>
    new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 10, 1 + d)),
    );
  return (
    <>
      <Row>
        <FormText name="startTime" label={t`Start time`} placeholder="10:00" hint={t`24-hour HH:MM`} />
        <FormText name="duration" label={t`Duration`} placeholder="90min" hint={t`For example 90min, 2hrs`} />
      </Row>
      <Row>
        <FormDate name="salesAvailableFrom" label={t`Sales start date`} max={end && addDays(end, -1)} />
        <FormDate name="salesAvailableUntil" label={t`Sales end date`} min={start && addDays(start, 1)} />
      </Row>
      <BookingRules />
      <FormList
        name="timeSlots"
        legend={t`Time slots`}
        itemLabel={(n) => t`Slot ${n}`}
        addLabel={<Trans>Add slot</Trans>}
        renderItem={({ name, index }) => {
          const n = index + 1;
          return <FormTimeSlot name={name} hourLabel={t`Slot ${n} hour`} minuteLabel={t`Slot ${n} minute`} />;
        }}
      />
      <Fieldset>
        <legend>
          <Trans>Closed weekdays</Trans>
        </legend>
        <Days>
          {[0, 1, 2, 3, 4, 5, 6].map((d) => (
            <Checkbox
              key={d}
              label={weekdayName(d)}
              checked={values.blockedWeekdays.includes(d)}
              onCheckedChange={(on) =>
                void setFieldValue(
                  'blockedWeekdays',
                  on ? [...values.blockedWeekdays, d].sort() : values.blockedWeekdays.filter((x) => x !== d),
                  false,
                )
              }
            />
          ))}
        </Days>
        {weekdaysError ? <ErrorLine>{weekdaysError}</ErrorLine> : null}
      </Fieldset>
      <FormList
        name="unavailableDates"
        legend={t`Unavailable dates`}
        itemLabel={(n) => t`Unavailable date ${n}`}
        addLabel={<Trans>Add date</Trans>}
        renderItem={({ name, label }) => (
          <FormDate name={name} label={label} hideLabel min={start} max={end} />
        )}
      />
      <SchedulePreview values={values} />
    </>
  );
}
