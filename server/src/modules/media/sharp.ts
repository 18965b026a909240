import sharp from 'sharp';

/**
 * sharp as the app uses it: each image is decoded and encoded once (an upload's widths, the demo art),
 * so libvips' operation cache (by default up to 50 MB of decoded pixels, kept for the process's life)
 * would only hold memory; it is off (measured: 40 demo-art renders leave 356 MB resident with it, 250 MB
 * without; with the launcher's malloc settings, 80 MB).
 */
sharp.cache(false);

export default sharp;
