import { css, styled } from 'styled-components';

/** Fields side by side, wrapping on narrow screens. */
export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const ErrorLine = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A form's buttons, at its end on the right; `$divided` draws a line above them (a long form). On a
 * phone they stay in reach: a bar stuck to the bottom of the screen (or of the full-screen dialog).
 */
export const Actions = styled.div<{ $divided?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.phone} {
    position: sticky;
    bottom: 0;
    z-index: 1;
    margin-inline: -${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};

    > button {
      flex: 1 1 auto;
      min-height: ${({ theme }) => theme.touchTarget};
    }
  }

  ${({ $divided }) =>
    $divided &&
    css`
      padding-top: ${({ theme }) => theme.space.md};
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    `}
`;
