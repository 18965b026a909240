import { useParams } from 'react-router';
import { ArticleDetail } from '@/features/culture-guide';

/** /culture-guide/:id and /articles/:id (spec §2: both routes show the article). */
export function ArticlePage() {
  const { id } = useParams();
  return <ArticleDetail key={id} id={id} />;
}
