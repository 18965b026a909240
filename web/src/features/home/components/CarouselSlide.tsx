import { useState } from 'react';
import { Link } from 'react-router';
import { css, styled } from 'styled-components';
import { SLIDE_FALLBACK_SRC } from '@/assets/slideFallback';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { isExternalHref, safeHref } from '@/lib/safeUrl';

export type Slide = { id: number; title: string; imageUrl: string; linkUrl: string | null };

const Frame = styled.div`
  position: relative;
  width: 100%;
  height: 100%;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    user-select: none;
    -webkit-user-drag: none;
  }
`;

const Caption = styled.p`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  /* Dark enough behind the title's first line for white text (3:1, large text) on any picture. */
  background: ${({ theme }) => theme.overMedia.captionScrim};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: clamp(1.25rem, 3.2vw, 2.25rem);
  font-weight: 800;
  line-height: 1.2;
  text-shadow: 0 1px 3px ${({ theme }) => theme.overMedia.textShadow};

  ${({ theme }) => theme.media.desktop} {
    padding-left: ${({ theme }) => theme.space.xxxl};
    padding-right: ${({ theme }) => theme.space.xxxl};
  }
`;

const linkStyle = css`
  display: block;
  width: 100%;
  height: 100%;
  color: inherit;

  &:focus-visible {
    outline-offset: -6px;
  }
`;

const SlideLink = styled.a`
  ${linkStyle}
`;

const SlideRouterLink = styled(Link)`
  ${linkStyle}
`;

type CarouselSlideProps = { slide: Slide; eager: boolean; tabbable: boolean };

/**
 * One slide: its picture with the title over it, the whole slide a link when it has one.
 * A picture that fails to load is logged and replaced by the fallback artwork.
 */
export function CarouselSlide({ slide, eager, tabbable }: CarouselSlideProps) {
  const [failed, setFailed] = useState(false);
  const href = safeHref(slide.linkUrl);

  const content = (
    <Frame>
      <ResponsiveImage
        src={failed ? SLIDE_FALLBACK_SRC : slide.imageUrl}
        alt={slide.title}
        width={1920}
        height={800}
        sizes="100vw"
        draggable={false}
        priority={eager}
        onError={() => {
          if (failed) return;
          console.warn(`Carousel image failed to load: ${slide.imageUrl}`);
          setFailed(true);
        }}
      />
      <Caption aria-hidden="true">{slide.title}</Caption>
    </Frame>
  );

  if (!href) return content;
  const tabIndex = tabbable ? undefined : -1;
  return isExternalHref(href) ? (
    <SlideLink href={href} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex}>
      {content}
    </SlideLink>
  ) : (
    <SlideRouterLink to={href} tabIndex={tabIndex}>
      {content}
    </SlideRouterLink>
  );
}
