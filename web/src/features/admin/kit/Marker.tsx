import { styled } from 'styled-components';
import type { AppTheme } from '@/theme';

export type MarkerTone = 'danger' | 'warning' | 'success' | 'muted' | 'info' | 'notice';

/** Each tone's colour in the theme. */
const COLORS: Record<MarkerTone, keyof AppTheme['colors']> = {
  danger: 'danger',
  warning: 'warning',
  success: 'success',
  muted: 'textMuted',
  info: 'info',
  notice: 'notice',
};

/** A small outlined label in a table cell ('file missing', a status), readable without colour. */
export const Marker = styled.span<{ $tone: MarkerTone }>`
  display: inline-block;
  margin: 2px 0;
  padding: 2px 8px;
  border: 1px solid ${({ $tone, theme }) => theme.colors[COLORS[$tone]]};
  border-radius: 999px;
  color: ${({ $tone, theme }) => theme.colors[COLORS[$tone]]};
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
`;
