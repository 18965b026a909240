import { styled } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { CardGrid } from '@/components/Layout';

const Steps = styled(CardGrid)`
  counter-reset: step;
`;

const Step = styled.li`
  counter-increment: step;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};

  &::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    margin-bottom: ${({ theme }) => theme.space.sm};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
    font-weight: 800;
  }

  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** How booking works, in four steps (spec §2 Home). */
export function BookingSteps() {
  return (
    <section aria-labelledby="home-steps">
      <h2 id="home-steps">
        <Trans>How booking works</Trans>
      </h2>
      <Steps as="ol" $columns={4} $gap="md">
        <Step>
          <h3>
            <Trans>Choose an experience</Trans>
          </h3>
          <p>
            <Trans>Browse experiences, tours and tickets, and pick the one you like.</Trans>
          </p>
        </Step>
        <Step>
          <h3>
            <Trans>Pick a date and time</Trans>
          </h3>
          <p>
            <Trans>See which days and time slots still have seats.</Trans>
          </p>
        </Step>
        <Step>
          <h3>
            <Trans>Enter your details</Trans>
          </h3>
          <p>
            <Trans>Your name, e-mail, phone and a 6-digit code to look up your booking later.</Trans>
          </p>
        </Step>
        <Step>
          <h3>
            <Trans>Booking complete</Trans>
          </h3>
          <p>
            <Trans>We review your application and e-mail you the confirmation and payment details.</Trans>
          </p>
        </Step>
      </Steps>
    </section>
  );
}
