import { styled } from 'styled-components';

/** One column on phones, two on tablets, three on desktops. */
export const ArticleGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  > li {
    display: flex;
  }

  > li > * {
    flex: 1;
  }
`;
