import { styled } from 'styled-components';

/** A dashboard tile (backups, payments): a framed section that turns red when it needs attention. */
export const Tile = styled.section<{ $warn: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $warn }) => ($warn ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow-wrap: anywhere;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
