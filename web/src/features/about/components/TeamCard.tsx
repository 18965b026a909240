import { styled } from 'styled-components';

export type TeamMember = { name: string; role: string; line: string };

const Card = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

const Role = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accent};
`;

const Line = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "Jiyoon Park" -> "JP". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase())
    .slice(0, 2)
    .join('');
}

/** A team member: initials avatar (no photos), name, role and one line about them. */
export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <Card>
      <Avatar aria-hidden="true">{initials(member.name)}</Avatar>
      <h3>{member.name}</h3>
      <Role>{member.role}</Role>
      <Line>{member.line}</Line>
    </Card>
  );
}
