import { styled } from 'styled-components';
import { Container } from '@/components/Layout';
import {
  BookingSteps,
  CategoryTiles,
  HeroCarousel,
  HomeIntro,
  PopularExperiences,
  PromoPopup,
  StartJourney,
} from '@/features/home';

const Band = styled.div<{ $tinted?: boolean }>`
  padding: ${({ theme }) => theme.space.xl} 0;
  background: ${({ theme, $tinted }) => ($tinted ? theme.colors.surface : 'transparent')};
`;

/** Home (spec §2): carousel, category tiles, popular list, booking steps, call to action; the popup on top. */
export function HomePage() {
  return (
    <>
      <HeroCarousel />
      <HomeIntro />
      <Band>
        <Container>
          <CategoryTiles />
        </Container>
      </Band>
      <Band>
        <Container>
          <PopularExperiences />
        </Container>
      </Band>
      <Band $tinted>
        <Container>
          <BookingSteps />
        </Container>
      </Band>
      <Container>
        <StartJourney />
      </Container>
      <PromoPopup />
    </>
  );
}
