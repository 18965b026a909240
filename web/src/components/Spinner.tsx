import { keyframes, styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
`;

/** A loading indicator announced as "Loading" (or the given label). */
export function Spinner({ label, size = 32 }: { label?: string; size?: number }) {
  const { t } = useLingui();
  return <Ring role="status" aria-label={label ?? t`Loading`} $size={size} />;
}

/** A spinner centred in its container, for page- and section-level loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <Centered>
      <Spinner label={label} />
    </Centered>
  );
}
