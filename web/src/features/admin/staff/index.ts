export { StaffSection } from './components/StaffSection';
