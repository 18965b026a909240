import { About } from '@/features/about';

export function AboutPage() {
  return <About />;
}
