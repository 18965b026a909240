import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { CardGrid, Container, LinkButton } from '@/components/Layout';
import { PageHero } from '@/components/PageHero';
import { TeamCard, type TeamMember } from './TeamCard';

const Section = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Mission = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 760px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Value = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Cta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

type CompanyValue = { key: string; title: ReactNode; text: ReactNode };

/** About (spec §2): hero, mission, the three values and the four-person team. */
export function About() {
  const { t } = useLingui();

  const values: CompanyValue[] = [
    {
      key: 'storytelling',
      title: <Trans>Storytelling</Trans>,
      text: (
        <Trans>
          Every experience is told by the people who live it: brewers, dancers, chefs and artisans who share
          the story behind what you make and see.
        </Trans>
      ),
    },
    {
      key: 'discover',
      title: <Trans>Discover</Trans>,
      text: (
        <Trans>
          We look beyond the famous sights for the workshops, stages and neighbourhoods where Korean culture
          is made today.
        </Trans>
      ),
    },
    {
      key: 'empathy',
      title: <Trans>Empathy</Trans>,
      text: (
        <Trans>
          We design for guests far from home: clear information in your language, small groups and hosts who
          take time for your questions.
        </Trans>
      ),
    },
  ];

  const team: TeamMember[] = [
    {
      name: 'Jiyoon Park',
      role: t`Head of Experiences`,
      line: t`Finds the hosts and shapes every programme with them.`,
    },
    {
      name: 'Minho Lee',
      role: t`Local Guide Lead`,
      line: t`Has walked Seoul's alleys with guests from more than 40 countries.`,
    },
    {
      name: 'Sora Kim',
      role: t`Culture Editor`,
      line: t`Writes the culture guide and checks every translation.`,
    },
    {
      name: 'Daniel Choi',
      role: t`Guest Care Manager`,
      line: t`Answers your messages and looks after your booking from start to finish.`,
    },
  ];

  return (
    <>
      <PageHero
        tone="feature"
        eyebrow={<Trans>About us</Trans>}
        title={<Trans>About us</Trans>}
        intro={
          <Trans>
            We are a Seoul-based team connecting travellers with Korean culture through storytelling,
            discovery and empathy.
          </Trans>
        }
      />
      <Container>
        <Section aria-labelledby="mission">
          <h2 id="mission">
            <Trans>Our mission</Trans>
          </h2>
          <Mission>
            <p>
              <Trans>
                Korea is more than a list of sights. We want every visitor to go home having made makgeolli,
                danced to K-pop, cooked a family recipe or worn hanbok in a palace, guided by the people who
                keep these traditions and trends alive.
              </Trans>
            </p>
          </Mission>
        </Section>
        <Section aria-labelledby="values">
          <h2 id="values">
            <Trans>What we value</Trans>
          </h2>
          <CardGrid $columns={3}>
            {values.map((value) => (
              <Value key={value.key}>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </Value>
            ))}
          </CardGrid>
        </Section>
        <Section aria-labelledby="team">
          <h2 id="team">
            <Trans>Meet the team</Trans>
          </h2>
          <CardGrid $columns={4}>
            {team.map((member) => (
              <TeamCard key={member.name} member={member} />
            ))}
          </CardGrid>
          <Cta>
            <LinkButton to="/experiences">
              <Trans>Find your experience</Trans>
            </LinkButton>
            <LinkButton to="/contact" $variant="secondary">
              <Trans>Contact us</Trans>
            </LinkButton>
          </Cta>
        </Section>
      </Container>
    </>
  );
}
