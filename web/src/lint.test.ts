import { deserialize, serialize } from 'node:v8';
import { ESLint } from 'eslint';

// Web tests run in jsdom, which lacks structuredClone (ESLint clones rule options with it).
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

// The import boundaries of eslint.config.js, run through ESLint's Node API on in-memory files.
const eslint = new ESLint({ cwd: process.cwd() });

async function refusals(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, {
    filePath,
  });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const refused = async (filePath: string, source: string) =>
  expect(await refusals(filePath, source)).toHaveLength(1);
const accepted = async (filePath: string, source: string) =>
  expect(await refusals(filePath, source)).toEqual([]);

describe('import boundaries (eslint.config.js)', () => {
  const inReviews = 'web/src/features/reviews/components/ReviewCard.tsx';

  it('refuses a feature importing another feature, by alias or by a relative path', async () => {
    expect(await refusals(inReviews, '@/features/booking')).toEqual([
      expect.stringContaining('A feature does not import another feature'),
    ]);
    await refused(inReviews, '@/features/booking/components/BookingDialog');
    await refused(inReviews, '../../booking');
    await refused('web/src/features/reviews/index.ts', '../booking/components/X');
  });

  it('accepts a feature importing its own files and the shared kit', async () => {
    await accepted(inReviews, '../hooks/useReviews');
    await accepted(inReviews, '@/features/reviews/hooks/useReviews');
    await accepted(inReviews, '@/components/ui/Dialog');
    await accepted(inReviews, '@/lib/safeUrl');
  });

  it('keeps the admin form kit out of storefront features: only the binding layer', async () => {
    expect(await refusals(inReviews, '@/components/form')).toEqual([
      expect.stringContaining('`@/components/form/binding` alone'),
    ]);
    await refused(inReviews, '@/components/form/AdminForm');
    await refused('web/src/features/contact/components/InquiryForm.tsx', '@/components/form/dateFields');
    await accepted(inReviews, '@/components/form/binding');
    await accepted('web/src/features/admin/items/components/ItemEditor.tsx', '@/components/form');
  });

  it('refuses importing past a feature index from outside it', async () => {
    const page = 'web/src/app/pages/ExperienceDetailPage.tsx';
    expect(await refusals(page, '@/features/booking/components/BookingDialog')).toEqual([
      expect.stringContaining('through its index'),
    ]);
    await accepted(page, '@/features/booking');
  });

  it('refuses an admin section importing another section or the shell; the kit is shared', async () => {
    const inItems = 'web/src/features/admin/items/components/ItemForm.tsx';
    await refused(inItems, '@/features/admin/bookings/components/BookingTable');
    await refused(inItems, '../../bookings/hooks/useBookings');
    await refused(inItems, '@/features/booking');
    await refused(inItems, '@/features/admin/shell');
    await refused(inItems, '../../shell/AdminLayout');
    await accepted(inItems, '@/features/admin/kit/Marker');
    await accepted(inItems, '../../kit/DialogForm');
    await accepted(inItems, '../hooks/useItemForm');
  });
});
