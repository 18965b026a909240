export { ActivitySection } from './components/ActivitySection';
