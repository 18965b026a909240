import { styled } from 'styled-components';

/** A card's heading whose link stretches over the whole card: one click target, the title as its name. */
export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;

    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }

    &:focus-visible {
      outline: none;
    }
  }
`;
