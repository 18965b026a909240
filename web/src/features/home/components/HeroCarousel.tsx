import { useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { styled, useTheme } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { LIMITS } from '@domain/constants';
import { IconButton } from '@/components/Button';
import { ChevronIcon, ChevronLeftIcon, PauseIcon, PlayIcon } from '@/components/icons';
import { Skeleton } from '@/components/Skeleton';
import { HomeCarouselsDocument } from '@/generated/graphql';
import { useLanguage } from '@/lib/useLanguage';
import { useMediaQuery } from '@/lib/useMediaQuery';
import { useCarousel } from '../hooks/useCarousel';
import { CarouselSlide, type Slide } from './CarouselSlide';

// At least 280 px: on a phone the first slide is the largest picture of the page (the popup's is smaller).
const HEIGHT = 'clamp(280px, 46vw, 560px)';

const Region = styled.section`
  position: relative;
  height: ${HEIGHT};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  /* Vertical scrolling stays with the browser; horizontal drags are swipes. */
  touch-action: pan-y;
`;

const Track = styled.div<{ $index: number }>`
  display: flex;
  height: 100%;
  transform: translateX(${({ $index }) => -100 * $index}%);
  transition: transform 0.5s ease;
`;

const SlideGroup = styled.div`
  flex: 0 0 100%;
  height: 100%;
`;

const Arrow = styled(IconButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: ${({ theme }) => theme.space.lg};
  transform: translateY(-50%);
  width: 52px;
  height: 52px;
  border-radius: 50%;
  background: ${({ theme }) => theme.overMedia.button};
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.md};

  &:hover {
    background: ${({ theme }) => theme.overMedia.buttonHover};
  }
`;

const Controls = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.sm};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Dot = styled.button`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border: 2px solid ${({ theme }) => theme.overMedia.foreground};
    border-radius: 50%;
    background: transparent;
    box-shadow: 0 0 3px ${({ theme }) => theme.overMedia.outline};
  }

  &[aria-current='true']::before {
    background: ${({ theme }) => theme.overMedia.foreground};
  }
`;

const PlayPause = styled(IconButton)`
  width: 32px;
  height: 32px;
  color: ${({ theme }) => theme.overMedia.foreground};
  filter: drop-shadow(0 0 2px ${({ theme }) => theme.overMedia.iconShadow});

  &:hover {
    background: ${({ theme }) => theme.overMedia.hover};
  }

  svg {
    width: 18px;
    height: 18px;
  }
`;

const Placeholder = styled.div`
  height: ${HEIGHT};
`;

/** The home hero: slides of the current language (spec §2 "Popup and carousel"). */
export function HeroCarousel() {
  const { t } = useLingui();
  const language = useLanguage();
  const { data, loading, error } = useQuery(HomeCarouselsDocument, { variables: { language } });

  if (loading && !data) {
    return (
      <Placeholder aria-busy="true" aria-label={t`Loading featured experiences`} role="region">
        <Skeleton $height="100%" $radius="0" />
      </Placeholder>
    );
  }
  if (error) console.error('Failed to fetch carousels', error);
  const slides = [...(data?.carousels ?? [])].sort((a, b) => a.sortOrder - b.sortOrder);
  if (slides.length === 0) return null;
  return <Carousel slides={slides} />;
}

/**
 * Auto-advances every 5000 ms and wraps; pauses while hovered or focused, when the visitor
 * presses Pause, and by default when they prefer reduced motion. A swipe over 50 px moves
 * one slide; dots jump; arrows only on wide screens and only with more than one slide.
 */
export function Carousel({ slides }: { slides: readonly Slide[] }) {
  const { t } = useLingui();
  const theme = useTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.desktop}px)`);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;
  const many = slides.length > 1;
  const { index, goTo, next, previous } = useCarousel(slides.length, !playing || hovered || focused);

  const swipeStart = useRef<number | null>(null);
  const swiped = useRef(false);

  function onPointerDown(event: PointerEvent) {
    swipeStart.current = event.clientX;
    swiped.current = false;
  }

  function onPointerUp(event: PointerEvent) {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (!many || Math.abs(distance) <= LIMITS.swipeThresholdPx) return;
    swiped.current = true;
    if (distance < 0) next();
    else previous();
  }

  function onBlur(event: FocusEvent) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <Region
      aria-roledescription={t`carousel`}
      aria-label={t`Featured experiences`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeStart.current = null)}
      onClickCapture={(event) => {
        // The click that ends a swipe must not follow the slide's link.
        if (swiped.current) {
          event.preventDefault();
          event.stopPropagation();
          swiped.current = false;
        }
      }}
    >
      <Track $index={index} aria-live={playing && !hovered && !focused ? 'off' : 'polite'}>
        {slides.map((slide, position) => {
          const current = position === index;
          const number = position + 1;
          const total = slides.length;
          return (
            <SlideGroup
              key={slide.id}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${number} of ${total}`}
              aria-hidden={!current}
              inert={!current}
            >
              <CarouselSlide slide={slide} eager={position === 0} tabbable={current} />
            </SlideGroup>
          );
        })}
      </Track>
      {wide && many ? (
        <>
          <Arrow $side="left" aria-label={t`Previous slide`} onClick={previous}>
            <ChevronLeftIcon />
          </Arrow>
          <Arrow $side="right" aria-label={t`Next slide`} onClick={next}>
            <ChevronIcon />
          </Arrow>
        </>
      ) : null}
      {many ? (
        <Controls>
          <PlayPause
            aria-label={playing ? t`Pause slideshow` : t`Play slideshow`}
            onClick={() => setPlayChoice(!playing)}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </PlayPause>
          {slides.map((slide, position) => {
            const number = position + 1;
            return (
              <Dot
                key={slide.id}
                type="button"
                aria-label={t`Go to slide ${number}`}
                aria-current={position === index}
                onClick={() => goTo(position)}
              />
            );
          })}
        </Controls>
      ) : null}
    </Region>
  );
}
