export { PopupsSection } from './components/PopupsSection';
