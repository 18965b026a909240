import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button } from '@/components/Button';
import { FilterChip } from '@/components/FilterButton';
import { TextField } from '@/components/FormField';
import { PageHero } from '@/components/PageHero';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/*
 * A developer tool (spec §2 /image-test), written in Korean for the in-house team like the
 * admin area. Its text is deliberately not in the storefront catalogs: it is not for guests.
 */

/** Files the demo data creates (server/src/seed); any stored file name works too. */
export const SAMPLE_FILES = [
  'demo-slide-experience.webp',
  'demo-slide-tour.webp',
  'demo-slide-tickets.webp',
  'demo-popup-eng.webp',
  'demo-article-first-three-days-in-seoul.webp',
  'demo-eng-makgeolli-brewing-bukchon.webp',
] as const;

/** `/api/images/<name>` for a file name; a pasted path or URL is reduced to its last segment. */
export function imageUrlFor(input: string): string | null {
  const name = input.trim().split(/[/\\]/).pop()?.trim() ?? '';
  return name ? `/api/images/${encodeURIComponent(name)}` : null;
}

type Preview = { url: string; attempt: number } & (
  { state: 'loading' } | { state: 'loaded'; width: number; height: number } | { state: 'error' }
);

const FormBox = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 640px;
`;

const Samples = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Result = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  code {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    overflow-wrap: anywhere;
  }
`;

const State = styled.p<{ $error: boolean }>`
  font-weight: 600;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

const PreviewImage = styled.img<{ $hidden: boolean }>`
  display: ${({ $hidden }) => ($hidden ? 'none' : 'block')};
  max-width: 100%;
  max-height: 480px;
  width: auto;
  height: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export function ImageTest() {
  useDocumentTitle('이미지 테스트');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);

  function generate(event: FormEvent) {
    event.preventDefault();
    const url = imageUrlFor(name);
    if (!url) {
      setError('파일 이름을 입력하세요.');
      return;
    }
    setError(null);
    // A new attempt mounts a new <img>, so generating the same URL again reloads it.
    setPreview((previous) => ({ url, attempt: (previous?.attempt ?? 0) + 1, state: 'loading' }));
  }

  return (
    <PageHero
      lang="ko"
      title="이미지 테스트"
      intro="개발자용 도구입니다. 파일 이름을 입력하거나 샘플을 고른 뒤 이미지 URL을 생성하면 미리보기로 확인할 수 있습니다."
    >
      <FormBox onSubmit={generate} noValidate>
        <TextField
          id="image-test-name"
          label="파일 이름"
          hint="예: demo-slide-tour.webp"
          value={name}
          error={error ?? undefined}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setName(event.target.value)}
        />
        <Samples role="group" aria-label="샘플 파일">
          {SAMPLE_FILES.map((file) => (
            <FilterChip key={file} aria-pressed={name === file} onClick={() => setName(file)}>
              {file}
            </FilterChip>
          ))}
        </Samples>
        <div>
          <Button type="submit">이미지 URL 생성</Button>
        </div>
      </FormBox>
      {preview ? (
        <Result aria-labelledby="image-test-result">
          <h2 id="image-test-result">생성된 이미지 URL</h2>
          <p>
            <code>{preview.url}</code>{' '}
            <a href={preview.url} target="_blank" rel="noopener noreferrer">
              새 탭에서 열기
            </a>
          </p>
          <State role="status" $error={preview.state === 'error'}>
            {preview.state === 'loading'
              ? '이미지를 불러오는 중…'
              : preview.state === 'loaded'
                ? `이미지를 불러왔습니다 (${preview.width} × ${preview.height}px).`
                : '이미지를 불러오지 못했습니다. 파일 이름을 확인하세요.'}
          </State>
          <PreviewImage
            key={preview.attempt}
            src={preview.url}
            alt={`미리보기: ${preview.url}`}
            $hidden={preview.state === 'error'}
            onLoad={(event) =>
              setPreview({
                ...preview,
                state: 'loaded',
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              })
            }
            onError={() => setPreview({ ...preview, state: 'error' })}
          />
        </Result>
      ) : null}
    </PageHero>
  );
}
