export { DashboardSection } from './components/DashboardSection';
