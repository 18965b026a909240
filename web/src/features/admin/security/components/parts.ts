import { styled } from 'styled-components';
import { LoginField } from '@/features/admin/kit/loginCard';

export const Card = styled.section`
  max-width: 560px;
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h3 {
    margin-top: 0;
  }
`;

/** A sign-in field (the login card's), narrower and spaced as a form row of this screen. */
export const Field = styled(LoginField)`
  max-width: 280px;
  margin: ${({ theme }) => theme.space.md} 0;
`;

export const Secret = styled.code`
  display: inline-block;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  letter-spacing: 0.1em;
  word-break: break-all;
`;
