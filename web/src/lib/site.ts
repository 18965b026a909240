export { BRAND_NAME } from '@domain/seo';
// One copy for the storefront and the mails the server sends (domain/contact.ts).
export { CONTACT, SOCIAL_LINK } from '@domain/contact';
