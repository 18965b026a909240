export { CarouselsSection } from './components/CarouselsSection';
