import { styled } from 'styled-components';

/** A row of square review-photo thumbnails (in a review and in the writer). */
export const PhotoStrip = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    position: relative;
    width: 96px;
    height: 96px;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
