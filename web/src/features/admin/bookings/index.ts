export { BookingsSection } from './components/BookingsSection';
