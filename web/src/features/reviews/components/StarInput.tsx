import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { REVIEW_LIMITS } from '@domain/constants';
import { Fieldset } from '@/components/FormField';
import { VisuallyHidden } from '@/components/VisuallyHidden';

const Stars = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};

  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }

  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Star = styled.label<{ $on: boolean }>`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 2rem;
  line-height: 1;
  color: ${({ $on, theme }) => ($on ? theme.colors.rating : theme.colors.borderStrong)};
  cursor: pointer;
`;

type StarInputProps = {
  value: number | null;
  onChange: (rating: number) => void;
  legend: string;
  /** The id of the rating's error, when one shows. */
  describedBy?: string;
};

/** Choosing 1–5 stars: native radio buttons (arrow keys work), drawn as stars. */
export function StarInput({ value, onChange, legend, describedBy }: StarInputProps) {
  const { t } = useLingui();
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const ratings = Array.from({ length: REVIEW_LIMITS.ratingMax }, (_, i) => i + 1);
  return (
    <Fieldset aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <Stars onMouseLeave={() => setHovered(null)}>
        {ratings.map((rating) => {
          const id = `${name}-${rating}`;
          return (
            <span key={rating}>
              <input
                id={id}
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
              />
              <Star htmlFor={id} $on={rating <= shown} onMouseEnter={() => setHovered(rating)}>
                <span aria-hidden="true">★</span>
                <VisuallyHidden>{t`${plural(rating, { one: '# star', other: '# stars' })}`}</VisuallyHidden>
              </Star>
            </span>
          );
        })}
      </Stars>
    </Fieldset>
  );
}
