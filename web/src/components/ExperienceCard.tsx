import { Link } from 'react-router';
import { styled } from 'styled-components';
import { CardTitle as Title } from './CardTitle';
import { Trans, useLingui } from '@lingui/react/macro';
import { localizeDuration } from '@domain/duration';
import type { Category, PromotionType } from '@/generated/graphql';
import { toDomainPromotions } from '@/lib/experience';
import { CategoryBadge, PromotionBadge } from './Badge';
import { ClockIcon, PinIcon } from './icons';
import { Price } from './Price';
import { CARD_GRID_SIZES, ResponsiveImage } from './ResponsiveImage';
import { Skeleton } from './Skeleton';
import { StarRating } from './StarRating';
import { VisuallyHidden } from './VisuallyHidden';

export const CARD_IMAGE_WIDTH = 640;
export const CARD_IMAGE_HEIGHT = 480;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow 0.15s ease;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  /* The title link fills the card, so the card shows its keyboard focus. */
  &:has(a:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surface};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const NoImage = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const Badges = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
`;

const Meta = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    flex-shrink: 0;
    width: 16px;
    height: 16px;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;

/** What a card shows (already in the visitor's language). */
export type ExperienceCardData = {
  id: number;
  title: string;
  location: string;
  duration: string;
  category: Category;
  mainImage: string | null;
  price: number;
  discountedPrice: number;
  promotionType: readonly PromotionType[];
  promotionDiscount: number | null;
  rating: number;
  reviewCount: number;
};

export type ExperienceCardProps = {
  experience: ExperienceCardData;
  /** Above the fold: load the image at once instead of lazily. */
  priority?: boolean;
  /** h2 when the cards sit right under the page's h1; h3 under a section's h2. */
  headingLevel?: 'h2' | 'h3';
  /** A query the link to the experience carries (`?from=&to=`: the dates searched on the list). */
  linkSearch?: string;
};

/** An experience in a grid: image, badges, title (the link), place, duration, rating and price. */
export function ExperienceCard({
  experience,
  priority = false,
  headingLevel = 'h3',
  linkSearch = '',
}: ExperienceCardProps) {
  const { t, i18n } = useLingui();
  const priced = {
    price: experience.price,
    promotionType: toDomainPromotions(experience.promotionType),
    promotionDiscount: experience.promotionDiscount,
  };
  return (
    <Card>
      <Media>
        {experience.mainImage ? (
          <ResponsiveImage
            src={experience.mainImage}
            alt={experience.title}
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_HEIGHT}
            sizes={CARD_GRID_SIZES}
            priority={priority}
          />
        ) : (
          <NoImage>
            <Trans>No image available</Trans>
          </NoImage>
        )}
        <Badges>
          <PromotionBadge item={priced} />
          <CategoryBadge category={experience.category} />
        </Badges>
      </Media>
      <Body>
        <Title as={headingLevel}>
          <Link to={`/experiences/${experience.id}${linkSearch}`}>{experience.title}</Link>
        </Title>
        <Meta>
          <PinIcon />
          <VisuallyHidden>{t`Location:`} </VisuallyHidden>
          {experience.location}
        </Meta>
        <Meta>
          <ClockIcon />
          <VisuallyHidden>{t`Duration:`} </VisuallyHidden>
          {localizeDuration(experience.duration, i18n.locale)}
        </Meta>
        <StarRating rating={experience.rating} reviewCount={experience.reviewCount} />
        <Footer>
          <Price price={experience.price} discountedPrice={experience.discountedPrice} />
        </Footer>
      </Body>
    </Card>
  );
}

const SkeletonBody = styled(Body)`
  gap: ${({ theme }) => theme.space.sm};
`;

/** The card's shape while the list loads (decorative; the grid carries aria-busy). */
export function ExperienceCardSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="experience-card-skeleton">
      <Media>
        <Skeleton $height="100%" $radius="0" />
      </Media>
      <SkeletonBody>
        <Skeleton $height="1.4em" $width="80%" />
        <Skeleton $width="55%" />
        <Skeleton $width="35%" />
        <Skeleton $height="1.5em" $width="45%" />
      </SkeletonBody>
    </Card>
  );
}
