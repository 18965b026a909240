import { keyframes, styled } from 'styled-components';

const shimmer = keyframes`
  from {
    background-position: 200% 0;
  }
  to {
    background-position: -200% 0;
  }
`;

/**
 * A grey placeholder block shown while content loads. Decorative (`aria-hidden`):
 * the surrounding region should carry `aria-busy` or a Spinner for assistive technology.
 */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{
  $width?: string;
  $height?: string;
  $radius?: string;
}>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '1em'};
  border-radius: ${({ $radius, theme }) => $radius ?? theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.surface} 25%,
    ${({ theme }) => theme.colors.border} 50%,
    ${({ theme }) => theme.colors.surface} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;
