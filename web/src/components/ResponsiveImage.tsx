import type { ImgHTMLAttributes, Ref } from 'react';
import { imageSrcSet } from '@domain/images';

/** `sizes` of a picture in the storefront's card grids: 1 column, 2 from tablet, 3 from desktop. */
export const CARD_GRID_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';

export type ResponsiveImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'loading' | 'fetchPriority'
> & {
  ref?: Ref<HTMLImageElement>;
  src: string;
  /** Required: an empty string for a decorative picture. */
  alt: string;
  /** Intrinsic size (or its ratio): the browser reserves the box before the file arrives. */
  width: number;
  height: number;
  /** How wide the picture is drawn, e.g. `(min-width: 1024px) 33vw, 100vw`; picks the variant. */
  sizes: string;
  /** Above the fold (hero, first slide): fetched at once with high priority instead of lazily. */
  priority?: boolean;
};

/**
 * A picture from this site's image store with every resized variant in `srcset` (other
 * addresses are shown as they are), explicit dimensions so nothing shifts while it loads,
 * and lazy loading unless it is a priority picture.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  decoding = 'async',
  ...rest
}: ResponsiveImageProps) {
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : decoding}
      {...rest}
    />
  );
}
