export { InquiriesSection } from './components/InquiriesSection';
