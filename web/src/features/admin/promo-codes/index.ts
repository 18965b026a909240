export { PromoCodesSection } from './components/PromoCodesSection';
