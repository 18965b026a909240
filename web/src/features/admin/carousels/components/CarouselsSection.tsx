import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { DataTable, TableToolbar } from '@/components/table';
import { useToast } from '@/components/toast';
import { Select } from '@/components/ui';
import { AdminCarouselsDocument, type AdminSlideFragment, type Language } from '@/generated/graphql';
import { LANGUAGE_LABELS, LANGUAGE_OPTIONS } from '@/features/admin/kit/contentLanguages';
import { useCarouselActions } from '../hooks/useCarouselActions';
import { CarouselDialog } from './CarouselDialog';
import { useSlideColumns, type SlideMoves } from './slideColumns';

/** Every slide fits one page: the home page shows a handful per language. */
const PAGE = { page: 1, pageSize: 100 };

/** By language (the list's order), then order, then id: the cache's slides after any change. */
export function sortSlides(slides: readonly AdminSlideFragment[]): AdminSlideFragment[] {
  const rank = (l: Language) => LANGUAGE_OPTIONS.indexOf(l);
  return [...slides].sort(
    (a, b) => rank(a.language) - rank(b.language) || a.sortOrder - b.sortOrder || a.id - b.id,
  );
}

/**
 * The same language's slides with one moved a place up or down, as the ids to save in that order;
 * null when it cannot move further.
 */
export function movedOrder(slides: readonly AdminSlideFragment[], id: number, step: -1 | 1): number[] | null {
  const slide = slides.find((s) => s.id === id);
  if (!slide) return null;
  const ids = sortSlides(slides.filter((s) => s.language === slide.language)).map((s) => s.id);
  const from = ids.indexOf(id);
  const to = from + step;
  if (to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to], ids[from]];
  return ids;
}

/** The home page slides: a table per language order, add/edit dialog, delete, keyboard reorder. */
export function CarouselsSection() {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const requested = params.get('language') as Language | null;
  const language = requested && LANGUAGE_OPTIONS.includes(requested) ? requested : null;
  const { data, loading, error } = useQuery(AdminCarouselsDocument, { variables: { language, page: PAGE } });
  const actions = useCarouselActions();
  const [adding, setAdding] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const slides = sortSlides(data?.adminCarousels.items ?? []);
  const editingId = Number(params.get('edit')) || undefined;
  const editing = slides.find((s) => s.id === editingId);

  const setParam = (key: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const nextOrder = (l: Language) => slides.filter((s) => s.language === l).length + 1;

  async function move(slide: AdminSlideFragment, step: -1 | 1) {
    const ids = movedOrder(slides, slide.id, step);
    if (!ids) return;
    const name = slide.title || t`Slide #${slide.id}`;
    try {
      await actions.reorder(ids);
      const position = ids.indexOf(slide.id) + 1;
      setAnnouncement(t`${name} moved to position ${position}.`);
    } catch {
      toast({
        variant: 'destructive',
        title: t`The order could not be saved.`,
        description: t`Please try again.`,
      });
    }
  }

  const moves: SlideMoves = {
    onMove: (slide, step) => void move(slide, step),
    canMove: (slide, step) => movedOrder(slides, slide.id, step) !== null,
    moving: actions.reordering,
  };
  const columns = useSlideColumns((id) => setParam('edit', String(id)), moves);

  return (
    <section aria-labelledby="carousels-heading">
      <h2 id="carousels-heading">
        <Trans>Carousels</Trans>
      </h2>
      <TableToolbar>
        <Select
          label={t`Language`}
          value={language ?? ''}
          onChange={(next) => setParam('language', next || undefined)}
          emptyOption={t`All languages`}
          options={LANGUAGE_OPTIONS.map((l) => ({ value: l, label: i18n._(LANGUAGE_LABELS[l]) }))}
        />
        <Button onClick={() => setAdding(true)}>
          <Trans>Add slide</Trans>
        </Button>
      </TableToolbar>
      <p role="status" aria-live="polite">
        {announcement}
      </p>
      {error ? <p role="alert">{t`The slides could not be loaded.`}</p> : null}
      <DataTable
        caption={data ? t`${data.adminCarousels.totalCount} slides` : t`Loading slides`}
        columns={columns}
        rows={slides}
        rowId={(slide) => slide.id}
        loading={loading}
        empty={t`No slides yet.`}
      />
      <CarouselDialog
        open={adding}
        onOpenChange={setAdding}
        nextOrder={nextOrder}
        defaultLanguage={language ?? 'ENG'}
      />
      {editing ? (
        <CarouselDialog
          open
          onOpenChange={(open) => (open ? undefined : setParam('edit', undefined))}
          slide={editing}
          nextOrder={nextOrder}
        />
      ) : null}
    </section>
  );
}
