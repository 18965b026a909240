import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { partyMaxOf } from '@domain/booking';
import { localizeDuration } from '@domain/duration';
import { formatKrw, hasOption } from '@domain/pricing';
import { ApproxPrice } from '@/components/ApproxPrice';
import { CategoryBadge, PromotionBadge, TagChip } from '@/components/Badge';
import { CalendarIcon, CheckIcon, ClockIcon, PinIcon, UsersIcon } from '@/components/icons';
import { useCancellationPolicy } from '@/lib/cancellationPolicy';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { StarRating } from '@/components/StarRating';
import type { ExperienceDetailQuery } from '@/generated/graphql';
import { CULTURE_TAG_NAMES, toDomainPromotions, type LocalizedCopy } from '@/lib/experience';

type Experience = ExperienceDetailQuery['experience'];

const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  max-height: 520px;
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const NoImage = styled.p`
  display: grid;
  place-items: center;
  height: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
`;

const Title = styled.h1`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: clamp(1.6rem, 4vw, 2.4rem);
`;

const Lead = styled.p`
  max-width: 760px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }

  svg {
    flex-shrink: 0;
    width: 20px;
    height: 20px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Picture, badges, title, short description and the key facts of an experience. */
export function DetailHero({ experience, copy }: { experience: Experience; copy: LocalizedCopy }) {
  const { t, i18n } = useLingui();
  const firstTag = experience.kCultureTags[0];
  const { minGuests } = experience;
  // The most one booking may have: the per-booking maximum, else the seats per slot (0: not given).
  const maxGuests = experience.maxGuests > 0 ? partyMaxOf(experience) : 0;
  const policy = useCancellationPolicy();
  // Staff may price an option without naming it: then it is just "Option".
  const optionName = experience.optionText?.trim() || t`Option`;
  const optionPrice = formatKrw(experience.optionPrice ?? 0, i18n.locale);

  return (
    <div>
      <Media>
        {experience.mainImage ? (
          <ResponsiveImage
            src={experience.mainImage}
            alt={copy.title}
            width={1600}
            height={900}
            sizes="(min-width: 1200px) 1200px, 100vw"
            priority
          />
        ) : (
          <NoImage>
            <Trans>No image available for this experience.</Trans>
          </NoImage>
        )}
      </Media>
      <Badges>
        <PromotionBadge
          item={{
            price: experience.price,
            promotionType: toDomainPromotions(experience.promotionType),
            promotionDiscount: experience.promotionDiscount,
          }}
        />
        <CategoryBadge category={experience.category} />
        {firstTag ? <TagChip>{CULTURE_TAG_NAMES[firstTag]}</TagChip> : null}
      </Badges>
      <Title>{copy.title}</Title>
      {experience.shortDescription ? <Lead>{experience.shortDescription}</Lead> : null}
      <StarRating rating={experience.rating} reviewCount={experience.reviewCount} />
      <Facts aria-label={t`Key facts`}>
        <li>
          <PinIcon />
          <span>
            <Trans>Location:</Trans> {copy.location}
          </span>
        </li>
        <li>
          <ClockIcon />
          <span>
            <Trans>Duration:</Trans> {localizeDuration(experience.duration, i18n.locale)}
          </span>
        </li>
        <li>
          <UsersIcon />
          <span>
            {maxGuests > 0 ? (
              minGuests > 1 ? (
                <Trans>
                  Maximum {maxGuests} guests, min {minGuests} required
                </Trans>
              ) : (
                <Trans>Maximum {maxGuests} guests</Trans>
              )
            ) : (
              <Trans>Group size not specified</Trans>
            )}
          </span>
        </li>
        {hasOption(experience) ? (
          <li>
            <CheckIcon />
            <span>
              {t`Option: ${optionName} (+${optionPrice} per guest)`}
              <ApproxPrice krw={experience.optionPrice ?? 0} />
            </span>
          </li>
        ) : null}
        <li>
          <CalendarIcon />
          <span>{policy.rule(experience.freeCancellationHours)}</span>
        </li>
      </Facts>
    </div>
  );
}
