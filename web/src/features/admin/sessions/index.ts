export { SessionsSection } from './components/SessionsSection';
