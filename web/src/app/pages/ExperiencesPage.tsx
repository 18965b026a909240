import { ExperienceList } from '@/features/experiences';

/** /experiences: the list, its filters held in the URL query. */
export function ExperiencesPage() {
  return <ExperienceList />;
}
