import {
  makeAdmin,
  makeArticle,
  makeExperience,
  makePopup,
  makeReview,
  makeSlide,
} from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { makeImage, restUpload } from '../../testing/uploads.js';
import { variantName } from './media.service.js';
import { sweepUnusedUploads, UNUSED_UPLOAD_GRACE_HOURS } from './media.sweep.js';
import { createMediaStorage } from '../../platform/storage/storage.js';
import type { MediaStorage } from '../../platform/storage/storage.types.js';

let app: TestApp;
let storage: MediaStorage;

beforeAll(async () => {
  app = await createTestApp();
  storage = createMediaStorage(app.config);
});
afterAll(async () => {
  await app.close();
});

async function upload(): Promise<{ url: string; name: string }> {
  const res = await restUpload(app.client(), await makeImage('png', 40, 30), 'p.png', 'image/png');
  expect(res.status).toBe(200);
  return { url: res.body.imageUrl, name: res.body.filename };
}

const served = async (url: string) => (await app.client().fetch(url)).status;
const hoursLater = (hours: number) => new Date(Date.now() + hours * 3600_000);

describe('the unused uploads sweep', () => {
  it('deletes old uploads no content names, with their variants, and keeps every used or young one', async () => {
    const inReview = await upload();
    const inHtml = await upload();
    const inPlaces = await upload();
    const abandoned = await upload();
    const em = app.em();
    const experience = await makeExperience(em, {
      aboutExperience: `<p>Look:</p><img src="${inHtml.url}" alt="">`,
      recommendationPlaces: [{ title: 'Cafe', image: inPlaces.url, description: '', link: '' }] as never,
    });
    await makeReview(em, experience, { reviewImages: [inReview.url] });
    // A resized variant of the abandoned photo exists in the cache.
    expect(await served(`${abandoned.url}?w=320`)).toBe(200);
    expect(await storage.variants.exists(variantName(abandoned.name, 320))).toBe(true);

    // Within the grace period nothing goes: a guest may still be writing the review.
    expect(await sweepUnusedUploads(app.pool, storage, hoursLater(UNUSED_UPLOAD_GRACE_HOURS.guest - 1))).toBe(
      0,
    );
    expect(await served(abandoned.url)).toBe(200);

    expect(await sweepUnusedUploads(app.pool, storage, hoursLater(UNUSED_UPLOAD_GRACE_HOURS.guest + 1))).toBe(
      1,
    );
    expect(await served(abandoned.url)).toBe(404);
    expect(await storage.variants.exists(variantName(abandoned.name, 320))).toBe(false);
    for (const kept of [inReview, inHtml, inPlaces]) expect(await served(kept.url)).toBe(200);

    // Once its review is gone, a photo is abandoned too.
    await app.pool.query('delete from review where experience_id = $1', [experience.id]);
    expect(await sweepUnusedUploads(app.pool, storage, hoursLater(UNUSED_UPLOAD_GRACE_HOURS.guest + 1))).toBe(
      1,
    );
    expect(await served(inReview.url)).toBe(404);
  });

  it('keeps an image an article, a slide or a popup names, written as a full URL', async () => {
    const [featured, slide, popup] = [await upload(), await upload(), await upload()];
    await makeArticle(app.em(), { featuredImage: `https://kculture.example${featured.url}` });
    await makeSlide(app.em(), { imageUrl: slide.url });
    await makePopup(app.em(), { imageUrl: popup.url });
    expect(await sweepUnusedUploads(app.pool, storage, hoursLater(UNUSED_UPLOAD_GRACE_HOURS.guest + 1))).toBe(
      0,
    );
    for (const kept of [featured, slide, popup]) expect(await served(kept.url)).toBe(200);
  });

  it("sweeps a guest's unused upload after two hours, staff's after two days", async () => {
    const { username, password } = await makeAdmin(app.em(), 'sweeper', 'sweeper password');
    const staffClient = app.client();
    expect((await staffClient.login(username, password)).status).toBe(200);
    const staff = await restUpload(staffClient, await makeImage('png', 20, 20), 's.png', 'image/png');
    const guest = await upload();
    expect(guest.name).toMatch(/^g-/);
    expect(staff.body.filename).not.toMatch(/^g-/);

    expect(await sweepUnusedUploads(app.pool, storage, hoursLater(3))).toBe(1);
    expect(await served(guest.url)).toBe(404);
    expect(await served(staff.body.imageUrl)).toBe(200);
    expect(await sweepUnusedUploads(app.pool, storage, hoursLater(49))).toBe(1);
    expect(await served(staff.body.imageUrl)).toBe(404);
  });
});
