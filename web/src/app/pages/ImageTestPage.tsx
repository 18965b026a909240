import { ImageTest } from '@/features/image-test';

/** Developer tool (spec §2): build /api/images/<name> and preview it. */
export function ImageTestPage() {
  return <ImageTest />;
}
