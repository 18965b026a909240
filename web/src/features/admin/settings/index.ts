export { SettingsSection } from './components/SettingsSection';
