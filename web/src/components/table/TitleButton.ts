import { styled } from 'styled-components';

/** The first cell's button (opens the row's editor or detail), looking like a link. */
export const TitleButton = styled.button.attrs({ type: 'button' })`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  text-decoration: underline;

  ${({ theme }) => theme.media.phone} {
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;
