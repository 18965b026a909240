import { useFormikContext } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORIES, CULTURE_TAGS, LANGUAGES, PARTNERS, PROMOTION_TYPES } from '@domain/constants';
import { EXPERIENCE_LIMITS } from '@domain/schemas/experience';
import { FormList, FormSelect, FormText, FormToggleGroup, Row } from '@/components/form';
import { FormImageUpload } from '@/components/upload';
import type { ItemFormValues } from '../itemForm';

const LANGUAGE_NAMES: Record<string, string> = {
  ENG: 'English',
  JPN: '日本語',
  CHN: '繁體中文',
  CHS: '简体中文',
  KOR: '한국어',
};
const as = (values: readonly string[], label = (v: string) => v) =>
  values.map((v) => ({ value: v, label: label(v) }));

/** Language, title, category, tag, guests, price, promotion, option, hashtags, partners, photo. */
export function InformationTab() {
  const { t } = useLingui();
  const { values } = useFormikContext<ItemFormValues>();
  const percentOff = values.promotionType.includes('%OFF');
  return (
    <>
      <Row>
        <FormToggleGroup
          name="language"
          legend={t`Language`}
          single
          options={as(LANGUAGES, (l) => LANGUAGE_NAMES[l])}
        />
      </Row>
      <Row>
        <FormText name="title" label={t`Title`} />
        <FormSelect
          name="category"
          label={t`Category`}
          placeholder={t`Choose a category`}
          options={as(CATEGORIES)}
        />
      </Row>
      <Row>
        <FormToggleGroup name="kCultureTags" legend={t`K-Culture tag`} single options={as(CULTURE_TAGS)} />
      </Row>
      <Row>
        <FormText name="location" label={t`Location`} />
      </Row>
      <Row>
        <FormText name="minGuests" label={t`Min guests`} digits />
        <FormText name="maxGuests" label={t`Max guests`} hint={t`Seats per time slot.`} digits />
        <FormText
          name="maxGuestsPerBooking"
          label={t`Max guests per booking`}
          hint={t`Empty: as many as the time slot has seats left.`}
          digits
        />
        <FormText name="price" label={t`Price (KRW)`} digits />
      </Row>
      <Row>
        <FormToggleGroup name="promotionType" legend={t`Promotion`} options={as(PROMOTION_TYPES)} />
        <FormText
          name="promotionDiscount"
          label={t`Discount (%)`}
          digits
          disabled={!percentOff}
          hint={percentOff ? t`0-99` : t`Choose %OFF to enter a discount.`}
        />
      </Row>
      <Row>
        <FormText name="optionPrice" label={t`Option price (KRW)`} digits />
        <FormText name="optionText" label={t`Option details`} hint={t`Only with an option price.`} />
      </Row>
      <Row>
        <FormText
          name="freeCancellationHours"
          label={t`Free cancellation (hours before the start)`}
          digits
          hint={t`Guests may cancel online until then. Empty: no free cancellation.`}
        />
        <FormText
          name="changeWindowHours"
          label={t`Date change (hours before the start)`}
          digits
          hint={t`Guests may move the booking to another date online until then. Empty: the same as free cancellation.`}
        />
      </Row>
      <FormText
        name="shortDescription"
        label={t`Short description`}
        multiline
        counter={{ max: EXPERIENCE_LIMITS.shortDescription }}
      />
      <Row>
        <FormList
          name="hashtags"
          legend={t`Hashtags`}
          itemLabel={(n) => t`Hashtag ${n}`}
          addLabel={<Trans>Add hashtag</Trans>}
        />
        <FormToggleGroup name="cjPartners" legend={t`CJ partners`} options={as(PARTNERS)} />
      </Row>
      <FormImageUpload name="mainImage" label={t`Main image`} />
    </>
  );
}
