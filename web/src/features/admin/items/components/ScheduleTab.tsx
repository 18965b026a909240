import { useFormikContext } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Fieldset } from '@/components/FormField';
import { Checkbox } from '@/components/ui';
import { ErrorLine, FormList, FormText, FormTimeSlot, Row, Stack, useFieldError } from '@/components/form';
import type { ItemFormValues } from '../itemForm';
import { SchedulePreview } from './SchedulePreview';

const SlotRow = styled.div`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Days = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Start time, duration, sales window, closed dates and weekdays, slots, and the live preview. */
export function ScheduleTab() {
  const { t, i18n } = useLingui();
  const { values, setFieldValue } = useFormikContext<ItemFormValues>();
  const slotsError = useFieldError('timeSlots');
  const weekdaysError = useFieldError('blockedWeekdays');
  const slots = values.timeSlots;
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
        <FormText name="salesAvailableFrom" label={t`Sales start date`} placeholder="YYYY-MM-DD" />
        <FormText name="salesAvailableUntil" label={t`Sales end date`} placeholder="YYYY-MM-DD" />
      </Row>
      <Fieldset>
        <legend>
          <Trans>Time slots</Trans>
        </legend>
        <Stack>
          {slots.map((_, i) => {
            const n = i + 1;
            return (
              <SlotRow key={i}>
                <FormTimeSlot
                  name={`timeSlots.${i}`}
                  hourLabel={t`Slot ${n} hour`}
                  minuteLabel={t`Slot ${n} minute`}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t`Remove slot ${n}`}
                  onClick={() =>
                    void setFieldValue(
                      'timeSlots',
                      slots.filter((_, j) => j !== i),
                      false,
                    )
                  }
                >
                  <Trans>Remove</Trans>
                </Button>
              </SlotRow>
            );
          })}
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void setFieldValue('timeSlots', [...slots, ''], false)}
            >
              <Trans>Add slot</Trans>
            </Button>
          </div>
          {slotsError ? <ErrorLine>{slotsError}</ErrorLine> : null}
        </Stack>
      </Fieldset>
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
        placeholder="YYYY-MM-DD"
        addLabel={<Trans>Add date</Trans>}
      />
      <SchedulePreview values={values} />
    </>
  );
}
