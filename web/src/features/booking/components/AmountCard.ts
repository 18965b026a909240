import { styled } from 'styled-components';

// Named import, as everywhere: under Jest the package's CommonJS build is loaded as an ES module, whose
// default export is the whole module object (no `styled.p`); Vite's ESM build hides that difference.
// eslint.config.js refuses the default import.

/**
 * An amount on its own card (the form's total price, the pay step's amount to pay): a label `span` and
 * the amount in `strong` on one line, and an optional `small` line below.
 */
export const AmountCard = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  small {
    width: 100%;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
