export { CheckInSection } from './components/CheckInSection';
