export { AdminApp } from './shell/AdminApp';
