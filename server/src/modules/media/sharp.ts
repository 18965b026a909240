import sharp from 'sharp';

/**
 * sharp as the app uses it: each image is decoded and encoded once (an upload's widths, the demo art),
 * so libvips' operation cache (by default up to 50 MB of decoded pixels, kept for the process's life)
 * would only hold memory; it is off. One libvips thread per image: a 2-core server runs several images
 * at once from the thread pool anyway, and each extra thread keeps a malloc arena of its own.
 */
sharp.cache(false);
sharp.concurrency(1);

export default sharp;
