export { EnrolmentPage } from './components/EnrolmentPage';
export { SecuritySection } from './components/SecuritySection';
