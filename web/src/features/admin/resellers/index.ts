export { ResellersSection } from './components/ResellersSection';
