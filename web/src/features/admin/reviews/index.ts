export { ReviewsSection } from './components/ReviewsSection';
