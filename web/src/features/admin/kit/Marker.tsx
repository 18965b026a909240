import { styled } from 'styled-components';

export type MarkerTone = 'danger' | 'warning' | 'success' | 'muted';

const COLORS: Record<MarkerTone, string> = {
  danger: '#b3261e',
  warning: '#8a5a00',
  success: '#1e6b3a',
  muted: '#4b5060',
};

/** A small outlined label in a table cell ('file missing', a status), readable without colour. */
export const Marker = styled.span<{ $tone: MarkerTone }>`
  display: inline-block;
  margin: 2px 0;
  padding: 2px 8px;
  border: 1px solid ${({ $tone }) => COLORS[$tone]};
  border-radius: 999px;
  color: ${({ $tone }) => COLORS[$tone]};
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
`;
