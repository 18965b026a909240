export { NewsletterSignup } from './components/NewsletterSignup';
