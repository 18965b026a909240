import { styled } from 'styled-components';
import { theme } from '@/theme';

/** A slot's fill level: orange from 70%, red from 90% (conventions: Hi.Events occurrences). */
export function fillLevel(guests: number, capacity: number): 'low' | 'high' | 'full' {
  const ratio = capacity > 0 ? guests / capacity : 1;
  if (ratio >= 0.9) return 'full';
  if (ratio >= 0.7) return 'high';
  return 'low';
}

/** The theme's colours of the levels (success, the Tour orange, danger), for bars and charts. */
export const FILL_COLORS = {
  low: theme.colors.success,
  high: theme.colors.caution,
  full: theme.colors.danger,
} as const;

const Bar = styled.span<{ $fill: number; $level: keyof typeof FILL_COLORS }>`
  display: inline-block;
  position: relative;
  width: 100%;
  max-width: 120px;
  height: 10px;
  border-radius: 5px;
  background: ${({ theme }) => theme.colors.border};
  vertical-align: middle;

  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: ${({ $fill }) => Math.min(100, Math.round($fill * 100))}%;
    border-radius: 5px;
    background: ${({ $level }) => FILL_COLORS[$level]};
  }
`;

type FillBarProps = { guests: number; capacity: number; label: string; className?: string };

/** How full a slot is (guests against capacity), as an image with a spoken label; `data-level` names its colour. */
export function FillBar({ guests, capacity, label, className }: FillBarProps) {
  const level = fillLevel(guests, capacity);
  return (
    <Bar
      className={className}
      $fill={capacity > 0 ? guests / capacity : 1}
      $level={level}
      data-level={level}
      role="img"
      aria-label={label}
    />
  );
}
